import type { EntityManager } from '@mikro-orm/postgresql';
import type { TExecutionStatus } from '../../db/entities/execution.ts';
import { TeamEvent } from '../../db/entities/team-event.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import { createDeliveries } from '../outputs/deliveries.ts';

export const EXECUTION_CHANNEL = 'docstruct_execution';

const EVENT: Record<TExecutionStatus, { type: 'info' | 'success' | 'error'; verb: string }> = {
  pending: { type: 'info', verb: 'queued' },
  running: { type: 'info', verb: 'started' },
  success: { type: 'success', verb: 'succeeded' },
  failed: { type: 'error', verb: 'failed' },
};

export type TStatusChange = {
  executionId: string;
  projectId: string;
  teamId: string;
  label: string;
  status: TExecutionStatus;
  errors?: string[];
};

/**
 * The follow-up work of one status change, written in the caller's transaction (the outbox):
 * the team event, one delivery row and job per output listening to the status, and a NOTIFY
 * (delivered by PostgreSQL only at commit) that wakes uploads waiting for the execution.
 * The execution row itself is written by the caller in the same transaction.
 */
export async function recordStatusChange(tx: EntityManager, addJob: TAddJob, change: TStatusChange): Promise<void> {
  const message = { code: `event.execution_${change.status}` as const, params: { label: change.label } };
  tx.create(TeamEvent, {
    team: change.teamId,
    title: renderMessage(message, 'en').slice(0, 200),
    code: message.code,
    params: message.params,
    description: change.status === 'failed' ? (change.errors ?? []).join('\n') : '',
    eventType: EVENT[change.status].type,
    initiatedByUser: null,
    initiatedByApiKey: null,
    project: change.projectId,
    projectExecutionId: change.executionId,
    impersonatorUser: null,
  });
  await tx.flush();
  const deliveryIds = await createDeliveries(tx, {
    executionId: change.executionId,
    projectId: change.projectId,
    status: change.status,
  });
  for (const deliveryId of deliveryIds) {
    addJob('delivery.run', { deliveryId });
  }
  await tx.execute('select pg_notify(?, ?)', [
    EXECUTION_CHANNEL,
    JSON.stringify({ executionId: change.executionId, status: change.status }),
  ]);
}

/** What a team event calls an execution: its title, else its reference, else the start of its id. */
export function executionLabel(execution: { id: string; title?: string | null; reference?: string | null }) {
  return execution.title ?? execution.reference ?? execution.id.slice(0, 8);
}
