import type { Agenda } from 'agenda';

type TAttrs = {
  name: string;
  lockedAt?: Date | null;
  lastRunAt?: Date | null;
  lastFinishedAt?: Date | null;
  nextRunAt?: Date | null;
  failedAt?: Date | null;
  repeatInterval?: unknown;
};
type TRepository = { saveJobState(attrs: TAttrs, options?: unknown): Promise<void> };

/**
 * agenda writes every one-time job's state twice around its run: once at the start (lastRunAt,
 * nextRunAt cleared) and once at the end, right before it deletes a succeeded job anyway. Neither
 * changes what happens after a crash: the row stays locked by the lock query and is taken again
 * when the lock expires (handlers are idempotent), and a failed run's end state is still written.
 * Skipping both saves two round trips per job (four per document). Touches (heartbeats) and
 * failures are written as before.
 */
export function skipRedundantSaves(agenda: Agenda, removeOnComplete: boolean): void {
  const repository = (agenda as unknown as { db?: TRepository }).db;
  if (!repository || !removeOnComplete) {
    return;
  }
  const save = repository.saveJobState.bind(repository);
  repository.saveJobState = async (attrs, options) => {
    if (attrs.repeatInterval) {
      return save(attrs, options);
    }
    const ranAt = attrs.lastRunAt?.getTime();
    const lockedAt = attrs.lockedAt?.getTime();
    const finishedAt = attrs.lastFinishedAt?.getTime();
    // run() sets lastRunAt after the lock and saves; a touch() sets lockedAt after lastRunAt.
    const isStart = ranAt !== undefined && lockedAt !== undefined && ranAt >= lockedAt && (finishedAt ?? 0) < ranAt;
    // The end of a run that succeeded: unlocked, finished, no retry due and no failure in this run.
    const isSucceededEnd =
      ranAt !== undefined &&
      lockedAt === undefined &&
      finishedAt !== undefined &&
      finishedAt >= ranAt &&
      !attrs.nextRunAt &&
      !(attrs.failedAt && attrs.failedAt.getTime() >= ranAt);
    if (isStart || isSucceededEnd) {
      return;
    }
    return save(attrs, options);
  };
}
