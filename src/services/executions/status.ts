import type { EntityManager } from '@mikro-orm/postgresql';
import type { TExecutionStatus } from '../../db/entities/execution.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import { createDeliveries } from '../outputs/deliveries.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

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

/**
 * The follow-up work of one status change, written in the caller's transaction (the outbox):
 * the team event, one delivery row and job per output listening to the status, and a NOTIFY
 * (delivered by PostgreSQL only at commit) that wakes uploads waiting for the execution.
 * The execution row itself is written by the caller in the same transaction.
 */
export async function recordStatusChange(tx: EntityManager, addJob: TAddJob, change: TStatusChange): Promise<void> {
  await recordTeamEvent(tx, {
    teamId: change.teamId,
    actor: null,
    type: EVENT_TYPE[change.status],
    code: `event.execution_${change.status}`,
    params: { label: change.label },
    description: change.status === 'failed' ? (change.errors ?? []).join('\n') : '',
    projectId: change.projectId,
    executionId: change.executionId,
  });
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
