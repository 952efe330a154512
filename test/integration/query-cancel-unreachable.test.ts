import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { startSwitchableProxy } from '../helpers/switchable-proxy.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

/**
 * A cancel request goes out on a socket of its own (src/db/cancel-request.ts). When that socket
 * cannot reach the server, the statement runs on: nothing may crash, the caller gets its answer when
 * the statement ends, and the connection is closed rather than pooled (a cancel that is late, not
 * lost, would otherwise cancel the next caller's statement on it).
 */

let orm: MikroORM;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
/** Outside the pool and the proxy: watches what the pool's connection runs. */
let watcher: pg.Client;

beforeAll(async () => {
  const url = await workerDatabaseUrl();
  proxy = await startSwitchableProxy(url);
  // One connection, through the proxy: the next statement gets it again if it was pooled.
  orm = await openOrm({ clientUrl: proxy.url, poolMax: 1 });
  watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
});

afterAll(async () => {
  await orm.close();
  await proxy.close();
  await watcher.end();
});

const backendRunning = async (text: string) =>
  (
    await watcher.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = $1 and state = 'active'`,
      [text],
    )
  ).rows[0]?.pid;

const backendAlive = async (pid: number) =>
  (await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rows.length === 1;

describe('a cancel request that cannot reach the server', () => {
  it.each([
    ['refused (the port closed)', 'refused'],
    ['swallowed (accepted, never answered)', 'swallowed'],
  ] as const)(
    '%s: the statement ends on its own and its connection is not reused',
    async (_what, how) => {
      const em = orm.em.fork();
      const aborted = new AbortController();
      const sleep = `select pg_sleep(1) as ${how}`;
      const running = queryRows(em, sleep, [], aborted.signal);
      const pid = await waitFor('the statement to run', () => backendRunning(sleep), { intervalMs: 10 });
      if (how === 'refused') {
        proxy.refuseNew();
      } else {
        proxy.swallowNew(true);
      }
      aborted.abort();
      // Not cancelled: the statement ran its second to the end, and the caller has the answer.
      await expect(running).resolves.toEqual([{ [how]: '' }]);
      if (how === 'refused') {
        await proxy.acceptNew();
      } else {
        proxy.swallowNew(false);
      }
      const [next] = await queryRows<{ pid: number }>(em, 'select pg_backend_pid() as pid', []);
      expect(next?.pid).not.toBe(pid);
      await waitFor('the old connection to close', async () => !(await backendAlive(pid)));
    },
    30_000,
  );
});
