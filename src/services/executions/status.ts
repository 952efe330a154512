import type { EntityManager } from '@mikro-orm/postgresql';
import type { TExecution, TExecutionStatus } from '../../db/entities/execution.ts';
import { triggerDeliveries } from '../outputs/deliveries.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

export const EXECUTION_CHANNEL = 'docstruct_execution';

const EVENT: Record<TExecutionStatus, { type: 'info' | 'success' | 'error'; verb: string }> = {
  pending: { type: 'info', verb: 'queued' },
  running: { type: 'info', verb: 'started' },
  success: { type: 'success', verb: 'succeeded' },
  failed: { type: 'error', verb: 'failed' },
};

export type TEnqueue = (jobId: 'delivery.run', payload: { deliveryId: string }) => Promise<unknown>;

/**
 * Makes a status change visible: a team event, a delivery to every output that listens to the
 * status, and a NOTIFY on PostgreSQL so waiting uploads react at once instead of polling.
 */
export async function announceExecutionStatus(
  em: EntityManager,
  enqueue: TEnqueue,
  execution: TExecution,
  status: TExecutionStatus,
): Promise<void> {
  const label = execution.title ?? execution.reference ?? execution.id.slice(0, 8);
  await recordTeamEvent(em, {
    teamId: execution.project.team.id,
    actor: null,
    type: EVENT[status].type,
    code: `event.execution_${status}`,
    params: { label },
    description: status === 'failed' ? execution.errors.join('\n') : '',
    projectId: execution.project.id,
    executionId: execution.id,
  });
  await triggerDeliveries(em, enqueue, execution, status);
  await em
    .getConnection()
    .execute('select pg_notify(?, ?)', [EXECUTION_CHANNEL, JSON.stringify({ executionId: execution.id, status })]);
}
