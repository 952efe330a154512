// A hang guard for the hostile-input tests: they are fault tests (a hostile upload must not hang a worker), not speed
// tests. The reader runs in a thread of its own, which is stopped at the guard: jest cannot interrupt a synchronous
// test, so a reader that turned quadratic again would otherwise pass late (or stall the run). The guard is generous
// (60 s against well under a second today) and each test's input is sized so the old quadratic code would take many
// minutes: no load on the machine crosses that margin either way. Speed figures live in `npm run
// bench:hostile-readers` (bench/hostile-readers.ts), never in timed assertions.
import { Worker } from 'node:worker_threads';

export const HANG_GUARD_MS = 60_000;
/** Jest's limit for a guarded test: past the guard, so the guard's message is the one reported. */
export const GUARDED_TEST_MS = HANG_GUARD_MS + 30_000;

/**
 * Calls `exportName` of the module at `moduleUrl` (a src .ts file: Node strips its types) with `args` in a worker
 * thread and resolves with its value; the thread is terminated at `ms` and the promise rejects then. The arguments and
 * the value cross the thread by structured clone (plain data, Maps; a Buffer arrives as a Buffer again).
 */
export function finishesWithin(
  moduleUrl: URL,
  exportName: string,
  args: unknown[],
  ms = HANG_GUARD_MS,
): Promise<unknown> {
  const worker = new Worker(new URL('./hang-guard-worker.ts', import.meta.url), {
    workerData: { moduleUrl: moduleUrl.href, exportName, args },
  });
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${exportName}: still reading after ${ms / 1000} s: the reader is no longer linear`));
    }, ms);
    const settle = (finish: () => void) => {
      clearTimeout(guard);
      void worker.terminate();
      finish();
    };
    worker.once('message', (value: unknown) => settle(() => resolve(value)));
    worker.once('error', (error: Error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`${exportName}: its thread ended (${code}) unanswered`))),
    );
  });
}

/** `exportName` of src/extraction/`path` (a reader, e.g. 'providers/local/total-row.ts') called under the guard. */
export const guardedReader = (path: string, exportName: string, ...args: unknown[]) =>
  finishesWithin(new URL(`../../src/extraction/${path}`, import.meta.url), exportName, args);
