import type { EntityManager } from '@mikro-orm/postgresql';
import type { TExecutionStatus } from '../../db/entities/execution.ts';
import { englishOf, textMessage } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { jobRowsCte, type TJobRow } from '../../jobs/job-rows.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import { deliveriesFor } from '../outputs/deliveries.ts';

export const EXECUTION_CHANNEL = 'docstruct_execution';

const EVENT_TYPE: Record<TExecutionStatus, 'info' | 'success' | 'error'> = {
  pending: 'info',
  running: 'info',
  success: 'success',
  failed: 'error',
};

// Stands for the label in the English title rendered here, replaced by the row's label in SQL.
const LABEL_MARK = '\u0001label\u0001';

/**
 * Why an execution failed, as its event's description: one error by its code (shown in the
 * reader's language), several as their English lines (the description is one message).
 */
function failureDescription(errors: TCodedMessage[]): [string, string | null] {
  const text = errors.map(englishOf).join('\n');
  const detail = errors.length === 1 ? errors[0] : errors.length > 1 ? textMessage(text) : undefined;
  return [text, detail ? JSON.stringify(detail) : null];
}

/** Extra CTEs a caller adds to a status change's statement (named, with their parameters in order). */
export type TStatementPart = { cte: string; params: unknown[] };

/**
 * A status change as one statement (one round trip on every document's path): `source` yields the
 * changed execution (`id`, `project_id`, `team_id`, `label`, and whatever else the caller reads;
 * usually a conditional UPDATE … RETURNING), and for the rows of it that `record` keeps, the team
 * event (as recordTeamEvent writes it, without an actor), one delivery row per output listening
 * to the status, and, for a final status, the NOTIFY that wakes uploads waiting for the execution
 * (sent by PostgreSQL only at commit). Data-modifying CTEs run whether or not they are read.
 * `rows` are more CTEs (`name as (…), …`) written before the source (e.g. an intake's documents),
 * `also` the caller's CTEs written after it (e.g. the finish's model-call rows). Returns the source's rows.
 * The delivery jobs are added to the caller's transaction (the outbox) with `addJob`; given a list
 * of jobs instead (queues with `jobsInStatement`; may be empty), this statement writes those and the
 * delivery jobs itself, so it is atomic on its own, without a transaction around it.
 */
export async function changeStatus<TRow extends Record<string, unknown>>(
  tx: EntityManager,
  jobs: TAddJob | TJobRow[],
  change: {
    source: string;
    params: unknown[];
    record?: string;
    status: TExecutionStatus;
    errors?: TCodedMessage[];
    rows?: { sql: string; params: unknown[] };
    also?: TStatementPart[];
  },
): Promise<TRow[]> {
  const code = `event.execution_${change.status}` as const;
  const also = change.also ?? [];
  const deliveries = deliveriesFor({ sql: 'target', params: [] }, change.status);
  const jobRows = Array.isArray(jobs)
    ? jobRowsCte(
        jobs,
        `select 'delivery.run' as name, jsonb_build_object('deliveryId', id) as data,
        null::timestamptz as run_at from created`,
      )
    : null;
  const rows = await tx.execute<(TRow & { delivery_ids: string[] | string })[]>(
    `with ${change.rows ? `${change.rows.sql}, ` : ''}changed as (${change.source}),
       target as (select * from changed where ${change.record ?? 'true'}),
       event as (
         insert into team_events (id, created_at, team_id, title, code, params, description, description_detail,
           event_type, project_id, project_execution_id)
         select gen_random_uuid(), clock_timestamp(), t.team_id, left(replace(?, ?, t.label), 200), ?,
           jsonb_build_object('label', t.label), ?, ?::jsonb, ?, t.project_id, t.id
         from target t
       ),
       created as (${deliveries.sql}),
       notified as (select pg_notify(?, json_build_object('executionId', t.id, 'status', ?)::text) from target t
         where ?::boolean)
       ${jobRows ? `, ${jobRows.cte}` : ''}
       ${also.map((part) => `, ${part.cte}`).join('')}
     select c.*,
       -- Read so that PostgreSQL runs them: a CTE that modifies no data is evaluated only when read.
       (select count(*) from notified)${jobRows ? ' + (select count(*) from job_notified)' : ''} as notifications,
       coalesce((select json_agg(id) from created), '[]'::json) as delivery_ids
     from changed c`,
    [
      ...(change.rows?.params ?? []),
      ...change.params,
      renderMessage({ code, params: { label: LABEL_MARK } }, 'en'),
      LABEL_MARK,
      code,
      ...failureDescription(change.status === 'failed' ? (change.errors ?? []) : []),
      EVENT_TYPE[change.status],
      ...deliveries.params,
      EXECUTION_CHANNEL,
      change.status,
      // Only a final status wakes anyone (uploads waiting for completion); a NOTIFY wakes every
      // listening connection of the database, so the others are not sent.
      change.status === 'success' || change.status === 'failed',
      ...(jobRows?.params ?? []),
      ...also.flatMap((part) => part.params),
    ],
  );
  if (Array.isArray(jobs)) {
    return rows;
  }
  for (const row of rows) {
    const ids = typeof row.delivery_ids === 'string' ? (JSON.parse(row.delivery_ids) as string[]) : row.delivery_ids;
    for (const deliveryId of ids) {
      jobs('delivery.run', { deliveryId });
    }
  }
  return rows;
}

/**
 * What a team event calls an execution, as SQL over the row `alias`: its title, else its reference,
 * else the start of its id. The one definition: every status change reads it from the row it
 * writes (after the write, so a title set by the finish is used), and the review event too.
 */
export const executionLabelSql = (alias: string) =>
  `coalesce(${alias}.title, ${alias}.reference, left(${alias}.id::text, 8))`;
