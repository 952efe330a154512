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
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => log.warn({ err: error }, 'execution listener connection failed; waiting uploads poll'));
  client.on('notification', (message) => {
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
  });
  await client.connect();
  await client.query(`LISTEN ${EXECUTION_CHANNEL}`);

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
      for (const set of waiters.values()) {
        for (const wake of set) {
          wake();
        }
      }
      await client.end().catch(() => {});
    },
  };
}
