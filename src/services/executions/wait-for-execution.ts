import type { EntityManager } from '@mikro-orm/postgresql';
import { Execution, type TExecution } from '../../db/entities/execution.ts';
import type { TCompletionWatcher } from './completion-watcher.ts';

/**
 * `wait_for_completion`: holds until the execution is success or failed, or `seconds` (capped
 * by the configured maximum) pass; returns the execution as it is then.
 */
export async function waitForExecution(
  deps: { em: EntityManager; watcher?: TCompletionWatcher; maxSeconds: number },
  executionId: string,
  seconds: number | undefined,
): Promise<TExecution> {
  const timeoutMs = Math.min(seconds ?? deps.maxSeconds, deps.maxSeconds) * 1000;
  const isDone = async () => {
    const row = await deps.em.fork().findOne(Execution, { id: executionId }, { fields: ['status'] });
    return row?.status === 'success' || row?.status === 'failed';
  };
  await deps.watcher?.waitFor(executionId, timeoutMs, isDone);
  // The revision gives the result its schema's key order in the answer.
  return deps.em.fork().findOneOrFail(Execution, { id: executionId }, { populate: ['projectRevision'] });
}
