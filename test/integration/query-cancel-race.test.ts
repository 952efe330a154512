import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';

/**
 * A client that leaves while its statement is ending sends a cancel that may still be on its way
 * when the statement is over (src/db/sql.ts). On a pool of one connection the next statement runs
 * on that very connection whenever it was kept: a late cancel would end it. Many short statements,
 * each aborted at a moment spread over its end, make that race likely; the next caller's statement
 * must succeed every time.
 */

let orm: MikroORM;

beforeAll(async () => {
  orm = await openOrm({ clientUrl: await workerDatabaseUrl(), poolMax: 1 });
});

afterAll(async () => {
  await orm.close();
});

const ROUNDS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a cancel still on its way when its statement ends', () => {
  it('never cancels the next statement on the connection', async () => {
    const outcomes = { cancelled: 0, finished: 0 };
    const nextFailures: unknown[] = [];
    const backends = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const aborted = new AbortController();
      // 0–4 ms of work, aborted 0–7 ms after it was sent: before, around and after its end.
      const statement = queryRows<{ pid: number }>(
        orm.em,
        'select pg_backend_pid() as pid, pg_sleep($1::float8 / 1000) as early',
        [round % 5],
        aborted.signal,
      );
      const abortAfter = (round * 7) % 8;
      const abort = abortAfter === 0 ? Promise.resolve(aborted.abort()) : sleep(abortAfter).then(() => aborted.abort());
      const result = await statement.then(
        (rows) => {
          outcomes.finished++;
          return rows;
        },
        (error: { code?: string; name?: string }) => {
          // Only our own cancel (or the abort before the statement was sent) may end it.
          expect(error.name === 'AbortError' ? 'AbortError' : error.code).toMatch(/^(57014|AbortError)$/);
          outcomes.cancelled++;
          return [];
        },
      );
      if (result[0]) {
        backends.add(result[0].pid);
      }
      // The next caller, at once: 20 ms of work, long enough for a late cancel to land inside it.
      const next = await queryRows<{ pid: number }>(
        orm.em,
        'select pg_backend_pid() as pid, pg_sleep(0.02) as next',
        [],
      ).catch((error: unknown) => {
        nextFailures.push(error);
        return [];
      });
      if (next[0]) {
        backends.add(next[0].pid);
      }
      await abort;
    }
    expect(nextFailures).toEqual([]);
    // The race was run: both endings occurred, and connections were kept as well as replaced.
    expect(outcomes.cancelled).toBeGreaterThan(0);
    expect(outcomes.finished).toBeGreaterThan(0);
    expect(backends.size).toBeLessThan(ROUNDS);
  }, 120_000);
});
