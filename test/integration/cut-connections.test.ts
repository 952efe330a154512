import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../src/db/connection-errors.ts';
import { releaseCutConnections } from '../../src/db/cut-connections.ts';
import { openOrm } from '../../src/db/orm.ts';
import { isolatedDatabase } from '../helpers/app-process.ts';

// A connection cut (failover, pg_terminate_backend) while a transaction holds it: the pool must get
// it back, or it counts against the pool's max for good and the pool's end waits for it forever (a
// process that survived a failover then never finished its shutdown).

let url: string;

beforeAll(async () => {
  ({ url } = await isolatedDatabase('cutconn'));
});

const failureOf = (work: () => Promise<unknown>) =>
  work().then(
    () => {
      throw new Error('the work was expected to fail');
    },
    (error: unknown) => error,
  );

describe('a connection cut while it is checked out', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close().catch(() => {})));
  });

  it('goes back to the ORM pool when its transaction is cut: more cuts than connections, the pool still answers and closes', async () => {
    const orm = await openOrm({ clientUrl: url, poolMax: 2 });
    let closed = false;
    closers.push(async () => !closed && orm.close(true));
    for (let cut = 0; cut < 3; cut++) {
      const error = await failureOf(() =>
        orm.em.fork().transactional(async (em) => {
          await em.execute('select pg_terminate_backend(pg_backend_pid())');
        }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    expect(await orm.em.fork().execute('select 1 as one')).toEqual([{ one: 1 }]);
    await orm.close(true);
    closed = true;
  }, 30_000);

  it("goes back to a plain pool (the job queue's) that its holder never released, and a late release is harmless", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
    releaseCutConnections(pool);
    pool.on('error', () => {});
    closers.push(() => pool.end());
    const client = await pool.connect();
    client.on('error', () => {});
    const ended = new Promise((resolve) => client.once('end', resolve));
    await failureOf(() => client.query('select pg_terminate_backend(pg_backend_pid())'));
    await ended;
    // Its only connection, never released by its holder: the pool answers on a new one.
    const { rows } = await pool.query('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    expect(() => client.release()).not.toThrow();
    await pool.end();
  }, 30_000);
});
