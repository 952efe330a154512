import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/define-job.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

let started = 0;
// A job that fails because the shutdown began (as work cut short by it may): its failure and its retry must be
// saved before the worker closes its connections, or another worker runs it again at once, its failure uncounted.
// The outcome alone holds with the drain that ended at the handler's return too, on PostgreSQL: the save is sent
// before the drain's own round trips end, stop()'s unlock of the job's row queues behind it, and pg's pool.end()
// waits for a query in flight. What tells a complete drain (one that ends once agenda saved the outcome) from that
// one is the order: after it, nothing the shutdown sends waits for the save. The drain that ended at the handler's
// return sent its unlock of the job's row while the save held that row, and the unlock waited the save's 1.5 s on
// the row's lock; the test watches the server's statements for such a wait through the whole shutdown.
const failsAtShutdown = defineJob({
  id: 'test.fails-at-shutdown',
  payload: z.strictObject({}),
  maxRetries: 3,
  retryDelay: { firstMs: 600_000, maxMs: 600_000 },
  async handler(_payload, _deps, job) {
    started++;
    await new Promise((resolve) => job.stopping.addEventListener('abort', resolve));
    throw new Error('interrupted by the shutdown');
  },
});

let server: TTestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('a job that fails as the worker shuts down', () => {
  it('keeps its failure and its retry time, even when the database takes its time to save them', async () => {
    server = await startTestServer({ extraJobDefinitions: [failsAtShutdown], env: { SHUTDOWN_TIMEOUT_MS: '10000' } });
    const databaseUrl = server.app.config.DATABASE_URL as string;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // A slow save of a run's outcome (a busy disk, a synchronous replica): 1.5 s for each failure written.
      await admin.query(`create or replace function test_slow_failure_save() returns trigger language plpgsql as $$
        begin if new.fail_count is distinct from old.fail_count then perform pg_sleep(1.5); end if; return new; end $$`);
      await admin.query(`create trigger test_slow_failure_save before update on agenda_jobs for each row
        execute function test_slow_failure_save()`);
      const id = await server.app.jobs.enqueue('test.fails-at-shutdown' as never, {} as never);
      await waitFor('the job to start', () => started === 1);
      // The server's statements waiting for a row lock on the jobs' table, sampled while it shuts down.
      const waits: string[] = [];
      let stopped = false;
      const watching = (async () => {
        while (!stopped) {
          const { rows: waiting } = await admin.query<{ query: string }>(
            `select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
               and wait_event_type = 'Lock' and query ilike '%agenda_jobs%'`,
          );
          waits.push(...waiting.map((row) => row.query));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await server.stop().finally(() => {
        stopped = true;
      });
      await watching;
      expect(waits).toEqual([]);
      const { rows } = await admin.query<{ fail_count: number; retry_in_ms: number; locked_at: Date | null }>(
        `select fail_count, (extract(epoch from next_run_at - now()) * 1000)::float8 as retry_in_ms, locked_at
           from agenda_jobs where id = $1`,
        [id],
      );
      expect(rows).toEqual([{ fail_count: 1, retry_in_ms: expect.any(Number), locked_at: null }]);
      // Its retry waits for the backoff (10 minutes, less its jitter), not for the next worker.
      expect(Number(rows[0]?.retry_in_ms)).toBeGreaterThan(5 * 60_000);
    } finally {
      await admin.query('drop trigger if exists test_slow_failure_save on agenda_jobs');
      await admin.end();
    }
  });
});
