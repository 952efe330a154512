import type { EntityManager } from '@mikro-orm/postgresql';
import type { TExecutionStatus } from '../../db/entities/execution.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import { CREATE_DELIVERIES_SQL, createDeliveriesParams } from '../outputs/deliveries.ts';

export const EXECUTION_CHANNEL = 'docstruct_execution';

const EVENT_TYPE: Record<TExecutionStatus, 'info' | 'success' | 'error'> = {
  pending: 'info',
  running: 'info',
  success: 'success',
  failed: 'error',
};

export type TStatusChange = {
  executionId: string;
  projectId: string;
  teamId: string;
  label: string;
  status: TExecutionStatus;
  errors?: string[];
};

// One round trip on the hot path: the team event (as recordTeamEvent writes it, without an actor),
// the delivery rows and the NOTIFY. Data-modifying CTEs run whether or not they are read.
const STATUS_CHANGE_SQL = `with event as (
    insert into team_events (id, created_at, team_id, title, code, params, description, event_type, project_id,
      project_execution_id)
    values (gen_random_uuid(), clock_timestamp(), ?, ?, ?, ?::jsonb, ?, ?, ?, ?)
  ), created as (${CREATE_DELIVERIES_SQL})
  select (select pg_notify(?, ?)) is null as notified, coalesce((select json_agg(id) from created), '[]'::json) as ids`;

/**
 * The follow-up work of one status change, written in the caller's transaction (the outbox):
 * the team event, one delivery row and job per output listening to the status, and a NOTIFY
 * (delivered by PostgreSQL only at commit) that wakes uploads waiting for the execution.
 * The execution row itself is written by the caller in the same transaction.
 */
export async function recordStatusChange(tx: EntityManager, addJob: TAddJob, change: TStatusChange): Promise<void> {
  const code = `event.execution_${change.status}` as const;
  const params = { label: change.label };
  const [row] = await tx.execute<{ ids: string[] | string }[]>(STATUS_CHANGE_SQL, [
    change.teamId,
    renderMessage({ code, params }, 'en').slice(0, 200),
    code,
    JSON.stringify(params),
    change.status === 'failed' ? (change.errors ?? []).join('\n') : '',
    EVENT_TYPE[change.status],
    change.projectId,
    change.executionId,
    ...createDeliveriesParams(change),
    EXECUTION_CHANNEL,
    JSON.stringify({ executionId: change.executionId, status: change.status }),
  ]);
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as string[]) : (row?.ids ?? []);
  for (const deliveryId of ids) {
    addJob('delivery.run', { deliveryId });
  }
}

/** What a team event calls an execution: its title, else its reference, else the start of its id. */
export function executionLabel(execution: { id: string; title?: string | null; reference?: string | null }) {
  return execution.title ?? execution.reference ?? execution.id.slice(0, 8);
}
