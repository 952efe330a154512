import type { Agenda } from 'agenda';

type TProcessor = { runOrRetry(job: unknown): Promise<void> };

/**
 * agenda 6 starts a lock-liveness timer (half the lock lifetime: 5 to 10 minutes) for each job it
 * runs and never clears it when the job ends, so a stopped worker would keep its process alive for
 * minutes. This records the timers agenda sets while it starts a job, so stop() can clear them.
 * Call after agenda.start(), which creates the (private) job processor.
 */
export function trackLivenessTimers(agenda: Agenda): { clear(): void } {
  const timers = new Set<NodeJS.Timeout>();
  const processor = (agenda as unknown as { jobProcessor?: TProcessor }).jobProcessor;
  if (processor) {
    const runOrRetry = processor.runOrRetry.bind(processor);
    processor.runOrRetry = (job) => {
      const original = globalThis.setTimeout;
      // Only the synchronous start of a job runs with this setTimeout: that is where agenda sets it.
      globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
        const timer = original(
          (...callbackArgs: unknown[]) => {
            timers.delete(timer);
            callback(...callbackArgs);
          },
          ms,
          ...args,
        );
        timers.add(timer);
        return timer;
      }) as typeof setTimeout;
      try {
        return runOrRetry(job);
      } finally {
        globalThis.setTimeout = original;
      }
    };
  }
  return {
    clear() {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
    },
  };
}
