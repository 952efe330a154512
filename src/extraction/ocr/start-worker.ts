import { setTimeout as sleep } from 'node:timers/promises';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { codedMessage } from '../../i18n/message.ts';
import { OcrFailedError, OcrLanguageDataError } from './errors.ts';
import { languageDataDirectory } from './language-data.ts';
import { spawnWithThread } from './spawned-thread.ts';
import { guardThreadMessages, isLanguageDataFailure } from './thread-messages.ts';
import { captureThreadStderr } from './thread-stderr.ts';

const START_TIMEOUT_MS = 30_000;
// An ended thread's stderr ends within milliseconds; a failed start does not wait on it for longer.
const STDERR_WAIT_MS = 2_000;

type TWorkerStart = { createWorker?: typeof Tesseract.createWorker; startTimeoutMs?: number; langPath?: string };
// Tests only: a stand-in for tesseract.js's createWorker (a start that hangs), a shorter limit, and
// another folder of language data (a corrupt file).
let startForTests: TWorkerStart = {};

/** For tests: how the pool starts tesseract.js workers; `{}` restores the real start. */
export function setOcrWorkerStartForTests(start: TWorkerStart): void {
  startForTests = start;
}

/** What a thread's guarded message listener does with an exception once the worker is in the pool. */
export type TWorkerFaults = { onThrow?: (error: unknown) => void };

/**
 * Starts a tesseract.js worker within the start limit. A start that fails or times out has its
 * thread ended by `endThread` (the pool counts it until it has exited).
 */
export async function createTesseractWorker(
  languages: string,
  { faults, endThread }: { faults: TWorkerFaults; endThread: (thread: NodeWorker) => void },
): Promise<Tesseract.Worker> {
  const { default: tesseract } = await import('tesseract.js');
  const createWorker = startForTests.createWorker ?? tesseract.createWorker;
  const startTimeoutMs = startForTests.startTimeoutMs ?? START_TIMEOUT_MS;
  const langPath = startForTests.langPath ?? languageDataDirectory();
  // A local langPath and no cache: tesseract.js reads the bundled files and never fetches or writes any.
  const { result: starting, thread } = spawnWithThread(() =>
    createWorker(languages, tesseract.OEM.LSTM_ONLY, {
      langPath,
      cachePath: langPath,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job inside its message listener: an uncaught exception.
      errorHandler: () => {},
    }),
  );
  // tesseract.js never settles the start when language data fails to load: end it at the failure.
  const failed = Promise.withResolvers<never>();
  failed.promise.catch(() => {});
  // Tesseract's "Error opening data file …" goes with the failed start's error, not raw to stderr.
  const stderr = thread ? captureThreadStderr(thread) : undefined;
  if (thread && stderr) {
    const { languageDataLines } = stderr;
    guardThreadMessages(thread, {
      watch: (message) => {
        if (isLanguageDataFailure(message)) {
          // The lines may arrive after the failure message: the cause holds the array as it fills.
          const cause = Object.assign(new Error(String(message.data)), { tesseractOutput: languageDataLines });
          failed.reject(new OcrLanguageDataError(codedMessage('reason.ocr_language_data'), { cause }));
        }
      },
      onThrow: (error) => {
        if (faults.onThrow) {
          faults.onThrow(error);
        } else {
          failed.reject(new OcrFailedError(codedMessage('reason.ocr_not_started'), { cause: error }));
        }
      },
    });
  }
  const timers: NodeJS.Timeout[] = [];
  /** `step` within the start's time limit, counted from now; its thread is ended if it is exceeded. */
  const limited = <T>(step: Promise<T>, what: string) =>
    Promise.race([
      step,
      failed.promise,
      new Promise<never>((_, reject) => {
        timers.push(setTimeout(() => reject(new Error(`${what} within ${startTimeoutMs} ms`)), startTimeoutMs));
      }),
    ]);
  try {
    const worker = await limited(starting, 'not started');
    // Wide gaps stay runs of spaces, so table columns in scans split into cells like PDF tables do.
    // A thread that answers no more would leave this waiting for good, and its pool place taken.
    await limited(worker.setParameters({ preserve_interword_spaces: '1' }), 'parameters not set');
    return worker;
  } catch (error) {
    // Ended here, before the caller stops counting it as starting: a start that never settles
    // would otherwise leave its thread (and its memory) running, outside the pool's bound.
    if (thread) {
      endThread(thread);
    }
    if (error instanceof OcrLanguageDataError && stderr) {
      // Tesseract's lines may come after its failure message: the error goes on (to be logged) with
      // all of them, which are in once the ended thread's stderr has ended.
      await Promise.race([stderr.ended, sleep(STDERR_WAIT_MS, undefined, { ref: false })]);
    }
    starting.then((late) => late.terminate()).catch(() => {});
    throw error;
  } finally {
    for (const timer of timers) {
      clearTimeout(timer);
    }
  }
}
