import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Delivery, type TDelivery } from '../../db/entities/delivery.ts';
import type { TExecution } from '../../db/entities/execution.ts';
import { Output, type TOutput, type TTriggerEvent } from '../../db/entities/output.ts';
import { DELIVERERS } from '../../delivery/index.ts';
import { DeliveryError, type TDeliveryPayload } from '../../delivery/types.ts';
import type { TJobDeps } from '../../jobs/define-job.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { buildPayload } from './payload.ts';

type TDeps = Pick<TJobDeps, 'config' | 'encryption' | 'mailer' | 'storage' | 'log'>;

/** One delivery row and job per enabled output that listens to this status (idempotent per triple). */
export async function triggerDeliveries(
  em: EntityManager,
  enqueue: (jobId: 'delivery.run', payload: { deliveryId: string }) => Promise<unknown>,
  execution: TExecution,
  status: TTriggerEvent,
): Promise<void> {
  const outputs = await em.find(Output, { project: execution.project.id, enabled: true });
  for (const output of outputs.filter((candidate) => candidate.triggerEvents.includes(status))) {
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `insert into deliveries (id, created_at, output_id, execution_id, status, state, message_id, attempts, is_test)
       values (gen_random_uuid(), now(), ?, ?, ?, 'pending', ?, 0, false)
       on conflict (output_id, execution_id, status) do nothing returning id`,
      [output.id, execution.id, status, `msg_${randomUUID().replaceAll('-', '')}`],
    );
    if (rows[0]) {
      await enqueue('delivery.run', { deliveryId: rows[0].id });
    }
  }
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
  deps: TDeps,
  options: { output: TOutput; payload: TDeliveryPayload; execution: TExecution | null; messageId: string },
) {
  const { output } = options;
  const documents = (options.execution?.documents.getItems() ?? []).map((document) => ({
    fileName: document.fileName,
    contentType: document.fileContentType,
    read: () => deps.storage.read(document.storageKey),
  }));
  const started = Date.now();
  try {
    const result = await DELIVERERS[output.type]({
      output,
      payload: options.payload,
      documents,
      messageId: options.messageId,
      password: output.passwordEncrypted ? deps.encryption.decrypt(output.passwordEncrypted) : null,
      signingSecret: output.signingSecretEncrypted ? deps.encryption.decrypt(output.signingSecretEncrypted) : null,
      config: deps.config,
      mailer: deps.mailer,
    });
    return { ok: true as const, responseCode: result.responseCode ?? null, durationMs: Date.now() - started };
  } catch (cause) {
    const error = cause instanceof DeliveryError ? cause : new DeliveryError((cause as Error).message);
    return { ok: false as const, error, responseCode: error.responseCode ?? null, durationMs: Date.now() - started };
  }
}

/**
 * Runs one delivery: claimed with a conditional update (a second run of the same job backs off),
 * retried with backoff while the output allows, and a 410 disables the output.
 */
export async function runDelivery(
  deps: TDeps & { em: EntityManager; enqueueAt: (deliveryId: string, runAt: Date) => Promise<unknown> },
  deliveryId: string,
): Promise<void> {
  const { em } = deps;
  const claimed = await em.getConnection().execute(
    `update deliveries set attempts = attempts + 1, locked_until = now() + make_interval(secs => ?)
     where id = ? and state = 'pending' and (locked_until is null or locked_until < now())`,
    [Math.ceil(deps.config.DELIVERY_TIMEOUT_MS / 1000) + 30, deliveryId],
    'run',
  );
  if ((claimed as { affectedRows?: number }).affectedRows !== 1) {
    return;
  }
  const delivery = (await em.findOneOrFail(
    Delivery,
    { id: deliveryId },
    { populate: ['output', 'output.project', 'execution', 'execution.documents'], refresh: true },
  )) as TDelivery;
  const output = delivery.output as TOutput;
  const execution = delivery.execution as TExecution | null;
  if (!execution) {
    return;
  }
  const payload = buildPayload(execution, output.project as never, delivery.status);
  const outcome = await attemptDelivery(deps, { output, payload, execution, messageId: delivery.messageId });
  delivery.responseCode = outcome.responseCode;
  delivery.durationMs = outcome.durationMs;
  delivery.lockedUntil = null;
  if (outcome.ok) {
    delivery.state = 'delivered';
    delivery.deliveredAt = new Date();
    delivery.error = null;
    await em.flush();
    return;
  }
  delivery.error = outcome.error.message;
  const teamId = output.project.team.id;
  if (outcome.error.gone) {
    output.enabled = false;
    delivery.state = 'failed';
    await em.flush();
    await recordTeamEvent(em, {
      teamId,
      actor: null,
      type: 'warning',
      title: `Output "${output.name}" disabled: the receiver answered 410 Gone`,
      projectId: output.project.id,
      executionId: execution.id,
    });
    return;
  }
  if (outcome.error.retryable && delivery.attempts <= maxRetriesOf(output)) {
    await em.flush();
    await recordTeamEvent(em, {
      teamId,
      actor: null,
      type: 'warning',
      title: `Delivery to "${output.name}" failed; retrying`,
      description: outcome.error.message,
      projectId: output.project.id,
      executionId: execution.id,
    });
    await deps.enqueueAt(
      delivery.id,
      new Date(Date.now() + retryDelayMs(delivery.attempts, outcome.error.retryAfterSeconds)),
    );
    return;
  }
  delivery.state = 'failed';
  await em.flush();
  await recordTeamEvent(em, {
    teamId,
    actor: null,
    type: 'error',
    title: `Delivery to "${output.name}" failed`,
    description: outcome.error.message,
    projectId: output.project.id,
    executionId: execution.id,
  });
}
