import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Worker as NodeWorker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type Tesseract from 'tesseract.js';
import { codedMessage } from '../../i18n/message.ts';
import type { TCheckBox } from './check-boxes.ts';
import { OcrFailedError, OcrStoppedError, OcrTimeoutError } from './errors.ts';
import { removeLanguageDataDirectory } from './language-data.ts';
import { recognitionOrder } from './language-order.ts';
import { layoutWords } from './layout-words.ts';

export { setOcrWorkerStartForTests } from './start-worker.ts';

import type { TOcrLanguage } from './settings.ts';
import { createTesseractWorker, type TWorkerFaults } from './start-worker.ts';

type TPoolWorker = {
  languages: string;
  worker: Tesseract.Worker;
  /** The worker_threads Worker behind tesseract.js's worker (not in its types). */
  thread: NodeWorker | undefined;
  /** Rejects once the thread is gone, so a job on it never waits forever. */
  lost: Promise<never>;
  lose: (error: Error) => void;
  alive: boolean;
  /** Resolves once the thread has exited (and given its memory back). */
  exited: Promise<void>;
  idleTimer?: NodeJS.Timeout;
};

// One worker is one thread recognizing one page at a time; leave a core for the server itself.
export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
// An idle worker holds ~100–300 MB of WebAssembly memory; give it back after a quiet while.
const IDLE_TIMEOUT_MS = 5 * 60_000;

// A thread that does not exit this long after terminate() no longer counts against the pool.
const EXIT_WAIT_MS = 10_000;

const idle: TPoolWorker[] = [];
const everyWorker = new Set<TPoolWorker>();
// Workers being started, and terminated threads that have not exited yet: both hold memory, so
// both count against POOL_SIZE until they are running or gone.
let starting = 0;
const exiting = new Set<Promise<void>>();
// The pool's turns, in arrival order; shutdownOcr() rejects the waiting ones (rejectOnClear).
const turns = pLimit({ concurrency: POOL_SIZE, rejectOnClear: true });
// Bumped by shutdownOcr(), so a worker that finishes starting afterwards is not kept.
let generation = 0;

function terminate(entry: TPoolWorker, reason: Error): void {
  entry.alive = false;
  clearTimeout(entry.idleTimer);
  everyWorker.delete(entry);
  const index = idle.indexOf(entry);
  if (index !== -1) {
    idle.splice(index, 1);
  }
  entry.lose(reason);
  void entry.worker.terminate();
  countUntilExited(entry.exited);
}

/** Counts a terminated thread against POOL_SIZE until it has exited (or EXIT_WAIT_MS passed). */
function countUntilExited(exited: Promise<void>): void {
  const gone = Promise.race([exited, sleep(EXIT_WAIT_MS, undefined, { ref: false })]).then(() => {
    exiting.delete(gone);
  });
  exiting.add(gone);
}

/** Ends the thread of a start that failed or timed out: its start may never settle to end it. */
function endStartedThread(thread: NodeWorker): void {
  // threadId is -1 once the thread has exited: its 'exit' event has passed.
  const exited =
    thread.threadId === -1 ? Promise.resolve() : new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  void thread.terminate();
  countUntilExited(exited);
}

async function startWorker(languages: string): Promise<TPoolWorker> {
  const started = generation;
  let worker: Tesseract.Worker;
  const faults: TWorkerFaults = {};
  try {
    worker = await createTesseractWorker(languages, { faults, endThread: endStartedThread });
  } catch (error) {
    throw error instanceof OcrFailedError
      ? error
      : new OcrFailedError(codedMessage('reason.ocr_not_started'), { cause: error });
  }
  if (started !== generation) {
    void worker.terminate();
    throw new OcrStoppedError('Text recognition was stopped');
  }
  const { promise: lost, reject: lose } = Promise.withResolvers<never>();
  lost.catch(() => {});
  const thread = (worker as unknown as { worker?: NodeWorker }).worker;
  const exited = thread ? new Promise<void>((resolve) => thread.once('exit', () => resolve())) : Promise.resolve();
  const entry: TPoolWorker = { languages, worker, thread, lost, lose, alive: true, exited };
  const onGone = () => {
    if (entry.alive) {
      terminate(entry, new OcrFailedError(codedMessage('reason.ocr_worker_stopped')));
    }
  };
  faults.onThrow = () => {
    if (entry.alive) {
      terminate(entry, new OcrFailedError(codedMessage('reason.ocr_failed')));
    }
  };
  thread?.on('error', onGone);
  thread?.on('exit', onGone);
  everyWorker.add(entry);
  return entry;
}

/**
 * Makes room for one more thread: ends idle workers (of other languages: the caller found none of
 * its own) until the running, idle and starting ones leave a place, then waits until the threads
 * ended here or earlier have exited, so the pool never holds more than POOL_SIZE threads' memory.
 */
async function makeRoom(): Promise<void> {
  while (everyWorker.size + starting >= POOL_SIZE && idle[0]) {
    terminate(idle[0], new OcrStoppedError('replaced'));
  }
  while (exiting.size > 0 && everyWorker.size + starting + exiting.size >= POOL_SIZE) {
    await Promise.race(exiting);
  }
}

/** A worker for these languages; the caller holds a turn, so at most POOL_SIZE - 1 others are busy. */
async function takeWorker(languages: TOcrLanguage[]): Promise<TPoolWorker> {
  const key = recognitionOrder(languages).join('+');
  const index = idle.findLastIndex((entry) => entry.languages === key);
  let entry = index === -1 ? undefined : idle.splice(index, 1)[0];
  if (!entry) {
    await makeRoom();
    starting += 1;
    try {
      entry = await startWorker(key);
    } finally {
      starting -= 1;
    }
  }
  clearTimeout(entry.idleTimer);
  entry.thread?.ref();
  return entry;
}

function giveBack(entry: TPoolWorker): void {
  if (entry.alive) {
    // An idle thread must not keep the process alive (scripts, tests that skip shutdownOcr).
    entry.thread?.unref();
    entry.idleTimer = setTimeout(() => terminate(entry, new OcrStoppedError('idle')), IDLE_TIMEOUT_MS).unref();
    idle.push(entry);
  }
}

/**
 * Runs `work` on a worker for these languages, waiting while all workers are busy. A waiting call
 * gives up at once on abort: p-limit cannot drop one queued call, so its turn, when it comes,
 * passes without work. Once running, `work` answers the abort itself (recognizeOn does).
 */
export async function withWorker<T>(
  languages: TOcrLanguage[],
  signal: AbortSignal | undefined,
  work: (entry: TPoolWorker) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  let started = false;
  const turn = turns(async () => {
    if (signal?.aborted) {
      return undefined as T;
    }
    started = true;
    const entry = await takeWorker(languages);
    try {
      return await work(entry);
    } finally {
      giveBack(entry);
    }
  }).catch((error: unknown) => {
    // Rejected before its turn: shutdownOcr() cleared the queue.
    throw started ? error : new OcrStoppedError('Text recognition was stopped');
  });
  if (!signal) {
    return turn;
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (!started) {
        reject(signal.reason);
      }
    };
    signal.addEventListener('abort', onAbort, { once: true });
    turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Text of one image on a worker. Over the time limit or on abort the worker is terminated (a
 * WebAssembly job can't be interrupted) and the pool starts a fresh one for the next page.
 */
export async function recognizeOn(
  entry: TPoolWorker,
  image: Buffer,
  options: { timeoutMs: number; signal?: AbortSignal; boxes?: TCheckBox[] },
): Promise<string> {
  const { signal } = options;
  signal?.throwIfAborted();
  const stop = Promise.withResolvers<never>();
  const timer = setTimeout(() => stop.reject(new OcrTimeoutError('time limit')), options.timeoutMs);
  const onAbort = () => stop.reject(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const job = entry.worker.recognize(image, {}, { text: true, blocks: true }).catch((error: unknown) => {
      // tesseract.js rejects with the message string of the failed job, not meant for users.
      const unreadable = /attempting to read image/i.test(String(error));
      throw new OcrFailedError(codedMessage(unreadable ? 'reason.ocr_unreadable_image' : 'reason.ocr_failed'), {
        cause: error,
      });
    });
    const { data } = await Promise.race([job, entry.lost, stop.promise]);
    return layoutWords(data.blocks, options.boxes) ?? data.text;
  } catch (error) {
    if (!(error instanceof OcrFailedError) && entry.alive) {
      terminate(entry, new OcrStoppedError('abandoned'));
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Terminates every OCR worker; recognitions still running fail with OcrStoppedError. Call once the
 * job runner has stopped. The pool starts workers again on demand afterwards.
 */
export async function shutdownOcr(): Promise<void> {
  generation += 1;
  turns.clearQueue();
  const threads = [...everyWorker].map((entry) => {
    const exited = entry.thread ? new Promise<void>((resolve) => entry.thread?.once('exit', () => resolve())) : null;
    terminate(entry, new OcrStoppedError('Text recognition was stopped'));
    return exited;
  });
  await Promise.all(threads);
  removeLanguageDataDirectory();
}
