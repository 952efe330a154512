import type { EntityManager } from '@mikro-orm/postgresql';
import { retryOnDisconnect } from '../../db/connection-errors.ts';
import { Delivery, type TDelivery } from '../../db/entities/delivery.ts';
import type { TExecution } from '../../db/entities/execution.ts';
import type { TOutput, TTriggerEvent } from '../../db/entities/output.ts';
import { DELIVERERS } from '../../delivery/index.ts';
import { reasonOf } from '../../delivery/network-guard.ts';
import { DeliveryError, type TDeliveryPayload } from '../../delivery/types.ts';
import { codedMessage } from '../../i18n/message.ts';
import type { TJobDeps } from '../../jobs/define-job.ts';
import { AGENDA_TABLE } from '../../jobs/job-rows.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { checkOutputMail } from './mail-limits.ts';
import { buildPayload } from './payload.ts';
import { outputSecretContext } from './secret-context.ts';

export type TDeliveryDeps = Pick<TJobDeps, 'config' | 'encryption' | 'mailer' | 'storage' | 'log' | 'orm'>;

/**
 * One delivery row per enabled output that listens to this status, in the caller's transaction.
 * Unique per (execution, output, status): a repeated status change adds nothing, and the row's
 * message id (the webhook-id) is fixed once. Returns the ids of the rows it created.
 */
export async function createDeliveries(
  tx: EntityManager,
  change: { executionId: string; projectId: string; status: TTriggerEvent },
): Promise<string[]> {
  const statement = deliveriesFor(
    { sql: '(select ?::uuid as id, ?::uuid as project_id)', params: [change.executionId, change.projectId] },
    change.status,
  );
  const rows = await tx.execute<{ id: string }[]>(statement.sql, statement.params);
  return rows.map((row) => row.id);
}

/**
 * The statement of createDeliveries for the executions of `target` (a row source with `id` and
 * `project_id`, and its parameters), with all its parameters in order, so a status change can fold
 * it into its own statement.
 */
export function deliveriesFor(
  target: { sql: string; params: unknown[] },
  status: TTriggerEvent,
): { sql: string; params: unknown[] } {
  return {
    sql: `insert into deliveries (id, created_at, output_id, execution_id, status, state, message_id, attempts, is_test)
      select gen_random_uuid(), now(), o.id, t.id, ?, 'pending', 'msg_' || replace(gen_random_uuid()::text, '-', ''), 0, false
      from ${target.sql} t join outputs o on o.project_id = t.project_id
      where o.enabled and o.trigger_events @> ?::jsonb
      on conflict (output_id, execution_id, status) do nothing returning id`,
    params: [status, ...target.params, JSON.stringify([status])],
  };
}

export const maxRetriesOf = (output: TOutput) =>
  output.config.type === 'webhook'
    ? output.config.retries
    : output.config.type === 'email'
      ? 3
      : (output.config.retries ?? 3);

/** Exponential backoff with jitter (2 s, 4 s, 8 s … capped at 10 min), or the receiver's Retry-After. */
export function retryDelayMs(attempt: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined) {
    return Math.min(retryAfterSeconds * 1000, 3_600_000);
  }
  const base = Math.min(2 ** attempt * 1000, 600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Sends one payload through the output's deliverer and returns what happened; writes nothing. */
export async function attemptDelivery(
  options: TDeliveryDeps & {
    output: TOutput;
    payload: TDeliveryPayload;
    execution: TExecution | null;
    messageId: string;
  },
) {
  const { output, ...deps } = options;
  const documents = (options.execution?.documents.getItems() ?? []).map((document) => ({
    fileName: document.fileName,
    contentType: document.fileContentType,
    // A failure of our storage is said as one (retried like any): a deliverer would give its network
    // error as the target's (an FTP upload "refused by" the bucket's address).
    read: () =>
      deps.storage.read(document.storageKey).catch((error: unknown) => {
        deps.log.warn({ err: error, storageKey: document.storageKey }, 'a delivery could not read its document');
        throw new DeliveryError(codedMessage('delivery.document_unreadable', { name: document.fileName }));
      }),
  }));
  const started = Date.now();
  const failed = (error: DeliveryError) => ({
    ok: false as const,
    error,
    responseCode: error.responseCode ?? null,
    durationMs: Date.now() - started,
  });
  let secrets: { password: string | null; signingSecret: string | null };
  try {
    await checkOutputMail({ config: deps.config, orm: deps.orm, output });
    secrets = {
      password: output.passwordEncrypted
        ? deps.encryption.decrypt(output.passwordEncrypted, outputSecretContext(output.id, 'password'))
        : null,
      signingSecret: output.signingSecretEncrypted
        ? deps.encryption.decrypt(output.signingSecretEncrypted, outputSecretContext(output.id, 'signing_secret'))
        : null,
    };
  } catch (cause) {
    if (cause instanceof DeliveryError) {
      return failed(cause); // the mail limits, said for the team
    }
    // Ours, before the target was reached (a secret that will not open, the limits' query): its own
    // text (a database error names its SQL) is for the log, not the team's delivery history.
    deps.log.error({ err: cause, outputId: output.id }, 'a delivery failed before reaching its target');
    return failed(new DeliveryError(codedMessage('delivery.internal')));
  }
  try {
    const result = await DELIVERERS[output.type]({
      output,
      payload: options.payload,
      documents,
      messageId: options.messageId,
      ...secrets,
      config: deps.config,
      mailer: deps.mailer,
    });
    return { ok: true as const, responseCode: result.responseCode ?? null, durationMs: Date.now() - started };
  } catch (cause) {
    if (cause instanceof DeliveryError && cause.cause !== undefined) {
      // An operator's server (the mail relay) whose address the team's message leaves out.
      deps.log.warn({ err: cause.cause, outputId: output.id }, 'a delivery could not reach the mail relay');
    }
    return failed(cause instanceof DeliveryError ? cause : new DeliveryError(reasonOf(cause)));
  }
}

/**
 * Runs one delivery: claimed with a conditional update (a second run of the same job backs off
 * and comes back when the claim expires), retried with backoff while the output allows, and a
 * 410 disables the output. Each outcome, its team event and the retry job commit together.
 */
export async function runDelivery(
  options: TDeliveryDeps & {
    em: EntityManager;
    transaction: TJobQueue['transaction'];
    deliveryId: string;
    /** The job row running this delivery (jobs in PostgreSQL): deleted with the delivered state. */
    jobRow?: { id: string; deleted(): void } | null;
  },
): Promise<void> {
  const { deliveryId, jobRow, ...deps } = options;
  const { em } = deps;
  const claimSeconds = Math.ceil(deps.config.DELIVERY_TIMEOUT_MS / 1000) + 5;
  const claimed = await em.execute<{ id: string }[]>(
    `update deliveries set attempts = attempts + 1, locked_until = now() + make_interval(secs => ?)
     where id = ? and state = 'pending' and (locked_until is null or locked_until < now()) returning id`,
    [claimSeconds, deliveryId],
  );
  if (claimed.length !== 1) {
    await comeBackLater(deps, deliveryId);
    return;
  }
  const delivery = (await em.findOneOrFail(
    Delivery,
    { id: deliveryId },
    {
      populate: ['output', 'output.project', 'execution', 'execution.documents', 'execution.projectRevision'],
      // One joined query instead of one per relation (every delivery runs this). The fork is
      // fresh (the claim above is plain SQL), so nothing needs a refresh, which would re-load
      // each relation with a query of its own.
      strategy: 'joined',
    },
  )) as TDelivery;
  const output = delivery.output as TOutput;
  const execution = delivery.execution as TExecution | null;
  if (!execution) {
    return;
  }
  const payload = buildPayload({ execution, project: output.project as never, status: delivery.status });
  const outcome = await attemptDelivery({ ...deps, output, payload, execution, messageId: delivery.messageId });
  delivery.responseCode = outcome.responseCode;
  delivery.durationMs = outcome.durationMs;
  delivery.lockedUntil = null;
  const event = { teamId: output.project.team.id, projectId: output.project.id, executionId: execution.id };
  // Sent already: a cut connection must not lose the outcome (nor send it again).
  if (outcome.ok) {
    // The common case is one statement, no transaction: there is no event and no job to add, and
    // the job's own row goes with it (the queue's DELETE is saved).
    await retryOnDisconnect(() =>
      em.execute(
        `${jobRow ? `with ran as (delete from ${AGENDA_TABLE} where id = ?::uuid)` : ''}
         update deliveries set state = 'delivered', delivered_at = now(), error = null, error_detail = null,
           response_code = ?, duration_ms = ?, locked_until = null where id = ?`,
        [...(jobRow ? [jobRow.id] : []), outcome.responseCode, outcome.durationMs, delivery.id],
      ),
    );
    jobRow?.deleted();
    return;
  }
  await retryOnDisconnect(() =>
    deps.transaction(em, async (tx, addJob) => {
      delivery.error = outcome.error.message;
      delivery.errorDetail = outcome.error.coded;
      if (outcome.error.gone) {
        output.enabled = false;
        delivery.state = 'failed';
        await recordTeamEvent(tx, {
          ...event,
          actor: null,
          type: 'warning',
          code: 'event.output_disabled_gone',
          params: { name: output.name },
        });
        return;
      }
      if (outcome.error.retryable && delivery.attempts <= maxRetriesOf(output)) {
        await recordTeamEvent(tx, {
          ...event,
          actor: null,
          type: 'warning',
          code: 'event.delivery_retrying',
          params: { name: output.name },
          detail: outcome.error.coded,
        });
        const delay = retryDelayMs(delivery.attempts, outcome.error.retryAfterSeconds);
        addJob('delivery.run', { deliveryId: delivery.id }, { runAt: new Date(Date.now() + delay) });
        return;
      }
      delivery.state = 'failed';
      await recordTeamEvent(tx, {
        ...event,
        actor: null,
        type: 'error',
        code: 'event.delivery_failed',
        params: { name: output.name },
        detail: outcome.error.coded,
      });
    }),
  );
}

/**
 * Another run holds the delivery (or a worker died while holding it): when it is still pending,
 * this job comes back once the claim has expired, so a crashed attempt is always taken up again.
 */
async function comeBackLater(deps: { em: EntityManager; transaction: TJobQueue['transaction'] }, deliveryId: string) {
  const [row] = await deps.em.execute<{ locked_until: Date | null }[]>(
    `select locked_until from deliveries where id = ? and state = 'pending' and locked_until >= now()`,
    [deliveryId],
  );
  if (row?.locked_until) {
    const runAt = new Date(new Date(row.locked_until).getTime() + 1000);
    await deps.transaction(deps.em, async (_tx, addJob) => addJob('delivery.run', { deliveryId }, { runAt }));
  }
}
