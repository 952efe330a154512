import diagnostics from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';

/**
 * Calls `spawn` and returns, with its result, the thread it created synchronously (if any).
 * tesseract.js creates its thread inside createWorker but hands it out only with the started worker:
 * never, when the start hangs. Node publishes every new Worker on the 'worker_threads' diagnostics
 * channel from the Worker's constructor, so a thread created during this call is the one `spawn` made.
 */
export function spawnWithThread<T>(spawn: () => T): { result: T; thread: Worker | undefined } {
  let thread: Worker | undefined;
  const onCreated = (message: unknown) => {
    thread ??= (message as { worker: Worker }).worker;
  };
  diagnostics.subscribe('worker_threads', onCreated);
  try {
    const result = spawn();
    return { result, thread };
  } finally {
    diagnostics.unsubscribe('worker_threads', onCreated);
  }
}
