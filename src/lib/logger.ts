import { type Logger, pino } from 'pino';

/** A batch is written once it holds this much text… */
const BATCH_CHARS = 16 * 1024;
/** …or once its first line has waited this long. */
const BATCH_DELAY_MS = 100;

type TLineBatch = { write(line: string): boolean; flush(done?: (error?: Error) => void): void; flushSync(): void };

/** The batches still in use, written out at exit; one that was collected leaves the set. */
const unflushed = new Set<WeakRef<TLineBatch>>();
const collected = new FinalizationRegistry<WeakRef<TLineBatch>>((ref) => unflushed.delete(ref));
let exitListening = false;

/**
 * stdout in batches: lines collect in memory and go out in one write per 16 KB or 100 ms. A write
 * per line cost more than anything else a small API call does (an asynchronous write is a thread-pool
 * round trip, ~25 µs of CPU). Writes are synchronous, as Node's own stdout is for files and pipes,
 * so what is left is written at exit and nothing is reordered or lost.
 */
function batchedStdout(): TLineBatch {
  const target = pino.destination({ dest: 1, sync: true });
  let lines: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  const writeOut = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length > 0) {
      const text = lines.join('');
      lines = [];
      chars = 0;
      target.write(text);
    }
  };
  const batch: TLineBatch = {
    write(line) {
      lines.push(line);
      chars += line.length;
      if (chars >= BATCH_CHARS) {
        writeOut();
      } else {
        timer ??= setTimeout(writeOut, BATCH_DELAY_MS).unref();
      }
      return true;
    },
    flush(done) {
      writeOut();
      done?.();
    },
    flushSync: writeOut,
  };
  const ref = new WeakRef(batch);
  unflushed.add(ref);
  collected.register(batch, ref);
  if (!exitListening) {
    exitListening = true;
    process.once('exit', () => {
      for (const ref of unflushed) {
        ref.deref()?.flushSync();
      }
    });
  }
  return batch;
}

let timeOfMs = 0;
let timeField = '';

/** pino's isoTime (`,"time":"…"`), formatted once per millisecond rather than once per line. */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeOfMs) {
    timeOfMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'docstruct' },
      timestamp: isoTime,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    batchedStdout(),
  );
}
