import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

let orm: MikroORM;
/** Outside the pool: watches what the pool's connections run. */
let watcher: pg.Client;

beforeAll(async () => {
  const url = await workerDatabaseUrl();
  // Two connections, both busy: a cancel has to wait for one, as on a saturated pool.
  orm = await openOrm({ clientUrl: url, poolMax: 2 });
  watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
});

afterAll(async () => {
  await orm.close();
  await watcher.end();
});

/** Other runs on this server (other developers, CI) run the same texts: only this run's database counts. */
const OURS = 'datname = current_database()';

const active = async (texts: string[]) =>
  (
    await watcher.query(
      `select count(*)::int as n from pg_stat_activity where ${OURS} and query = any($1) and state = 'active'`,
      [texts],
    )
  ).rows[0].n;

describe('cancelling a statement', () => {
  it('cancels at once although every pooled connection is busy, and never the next statement on the connection', async () => {
    const em = orm.em.fork();
    const aborted = new AbortController();
    // Both pooled connections busy, and C queued for one of them before the cancel.
    const [a, b] = ['select pg_sleep(3) as a', 'select pg_sleep(3) as b'];
    const first = queryRows(em, a, [], aborted.signal);
    await waitFor('the first statement to run', async () => (await active([a])) === 1, { intervalMs: 10 });
    const blocking = queryRows(em, b, []);
    await waitFor('the second connection to be busy', async () => (await active([a, b])) === 2, { intervalMs: 10 });
    const next = queryRows<{ c: number }>(em, 'select 7 as c from pg_sleep(1)', []);
    // Let it reach the pool's queue (it is behind a resolved promise or two) before the cancel.
    await new Promise((resolve) => setTimeout(resolve, 50));
    aborted.abort();
    // A cancel through a pooled connection would wait for B, and A would have run its 3 s to the end.
    await expect(first).rejects.toMatchObject({ code: '57014' });
    await expect(next).resolves.toEqual([{ c: 7 }]);
    await expect(blocking).resolves.toHaveLength(1);
  });

  it('keeps a connection whose statement the cancel ended in the pool (it serves the next caller)', async () => {
    const em = orm.em.fork();
    const aborted = new AbortController();
    const sleep = 'select pg_sleep(30) as cancelled_by_us';
    const cancelled = queryRows(em, sleep, [], aborted.signal);
    await waitFor('the statement to run', async () => (await active([sleep])) === 1, { intervalMs: 10 });
    const { pid } = (
      await watcher.query<{ pid: number }>(`select pid from pg_stat_activity where ${OURS} and query = $1`, [sleep])
    ).rows[0] as { pid: number };
    aborted.abort();
    await expect(cancelled).rejects.toMatchObject({ code: '57014' });
    // It returns to the pool once the server has closed the cancel's socket (src/db/sql.ts), not
    // necessarily by the time the caller has its error: wait until both connections are idle, so
    // each of the two statements below gets one of them (rather than one finishing first and
    // handing its connection to the other, which a loaded machine could make happen).
    const pool = await em.getConnection().getNativeClient();
    await waitFor('both connections to be idle in the pool', () => pool.idleCount === 2, { intervalMs: 10 });
    // Both pooled connections at once: the cancelled statement's is one of them, not a new one.
    const pids = await Promise.all(
      [1, 2].map(
        async () => (await queryRows<{ pid: number }>(em, 'select pg_backend_pid() as pid, pg_sleep(0.2)', []))[0]?.pid,
      ),
    );
    expect(pids).toContain(pid);
  });

  it('cancels whichever statements of a request are running when it aborts, after others ended', async () => {
    const aborted = new AbortController();
    // A request's earlier statements (one signal for all of them) ended before the client left.
    await expect(queryRows(orm.em, 'select 1 as done', [], aborted.signal)).resolves.toEqual([{ done: 1 }]);
    await expect(queryRows(orm.em, 'select 2 as done', [], aborted.signal)).resolves.toEqual([{ done: 2 }]);
    const [c, d] = ['select pg_sleep(30) as c', 'select pg_sleep(30) as d'];
    const running = [queryRows(orm.em, c, [], aborted.signal), queryRows(orm.em, d, [], aborted.signal)];
    await waitFor('both statements to run', async () => (await active([c, d])) === 2, { intervalMs: 10 });
    aborted.abort();
    // Both awaited at once: either may end first.
    await Promise.all(running.map((statement) => expect(statement).rejects.toMatchObject({ code: '57014' })));
    // Later statements on the aborted signal are refused before they are sent.
    await expect(queryRows(orm.em, 'select 3', [], aborted.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
