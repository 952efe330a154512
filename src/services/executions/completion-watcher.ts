import pg from 'pg';
import type { Logger } from 'pino';
import { EXECUTION_CHANNEL } from './status.ts';

export type TCompletionWatcher = {
  /** Resolves when the execution reaches success or failed, or after `timeoutMs` (whichever is first). */
  waitFor(executionId: string, timeoutMs: number, isDone: () => Promise<boolean>): Promise<void>;
  close(): Promise<void>;
};

const FINAL = new Set(['success', 'failed']);
// NOTIFY is the fast path; a slow poll covers a dropped listener connection.
const POLL_MS = 2000;

/** One LISTEN connection per web process, shared by every waiting upload. */
export async function createCompletionWatcher(databaseUrl: string, log: Logger): Promise<TCompletionWatcher> {
  const waiters = new Map<string, Set<() => void>>();
  let client: pg.Client | undefined;
  let closed = false;
  const onNotification = (message: pg.Notification) => {
    try {
      const { executionId, status } = JSON.parse(message.payload ?? '{}') as { executionId?: string; status?: string };
      if (executionId && status && FINAL.has(status)) {
        for (const wake of waiters.get(executionId) ?? []) {
          wake();
        }
      }
    } catch {
      // A malformed payload is not ours; ignore it.
    }
  };
  // A dropped connection (failover) is replaced; until then, waiting uploads poll.
  const reconnect = (delayMs: number) => {
    if (closed) {
      return;
    }
    setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'execution listener could not reconnect; retrying');
        reconnect(Math.min(delayMs * 2, 10_000));
      });
    }, delayMs).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) {
        return;
      }
      lost = true;
      if (!closed) {
        log.warn({ err: error }, 'execution listener connection lost; reconnecting, waiting uploads poll');
        next.end().catch(() => {});
        reconnect(500);
      }
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${EXECUTION_CHANNEL}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  await connect();

  return {
    async waitFor(executionId, timeoutMs, isDone) {
      if (timeoutMs <= 0 || (await isDone())) {
        return;
      }
      await new Promise<void>((resolve) => {
        let finished = false;
        const finish = () => {
          if (finished) {
            return;
          }
          finished = true;
          clearTimeout(timer);
          clearInterval(poll);
          waiters.get(executionId)?.delete(finish);
          if (waiters.get(executionId)?.size === 0) {
            waiters.delete(executionId);
          }
          resolve();
        };
        const timer = setTimeout(finish, timeoutMs);
        const poll = setInterval(() => {
          isDone().then(
            (done) => done && finish(),
            () => {},
          );
        }, POLL_MS);
        const set = waiters.get(executionId) ?? new Set();
        set.add(finish);
        waiters.set(executionId, set);
        // The status may have changed between the first check and registering.
        isDone().then(
          (done) => done && finish(),
          () => {},
        );
      });
    },
    async close() {
      closed = true;
      for (const set of waiters.values()) {
        for (const wake of set) {
          wake();
        }
      }
      await client?.end().catch(() => {});
    },
  };
}
