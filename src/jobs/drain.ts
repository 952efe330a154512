import type { Agenda, Job } from 'agenda';

/**
 * A worker's shutdown: tells the running handlers it began (`stopping`), then waits for them. agenda's
 * own drain notices a job's end only if the job has left its running list one tick after its
 * 'complete' event; a one-time job that agenda deletes after its run leaves that list a database
 * round trip later, so the drain waited out its whole timeout (a backfill that stopped at once still
 * held the shutdown for the full grace period). Here the drain ends as soon as agenda has saved the
 * outcome of every job it runs ('complete' comes after that save and before the slow delete).
 */
export function createDrain() {
  const stopping = new AbortController();
  const completed = new WeakSet<Job<unknown>>();
  let checkIdle: (() => void) | undefined;
  return {
    /** Aborted when the shutdown begins: long resumable work stops at its next safe point. */
    stopping: stopping.signal,
    /** Called once agenda has saved a job's outcome after its run (its 'complete' event). */
    jobCompleted(job: Job<unknown>) {
      completed.add(job);
      checkIdle?.();
    },
    /** Stops taking jobs and waits up to `timeoutMs` for the saved outcomes of `runningJobs` (agenda's list). */
    async drain(agenda: Agenda, runningJobs: () => Job<unknown>[], timeoutMs: number) {
      stopping.abort();
      const idle = new AbortController();
      checkIdle = () => {
        if (runningJobs().every((job) => completed.has(job))) {
          idle.abort();
        }
      };
      checkIdle();
      await agenda.drain({ timeout: timeoutMs, signal: idle.signal, closeConnection: false });
    },
  };
}
