import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';

let orm: MikroORM;

beforeAll(async () => {
  // Two connections, both busy: a cancel has to wait for one, as on a saturated pool.
  orm = await openOrm({ clientUrl: await workerDatabaseUrl(), poolMax: 2 });
});

afterAll(async () => {
  await orm.close();
});

describe('cancelling a statement', () => {
  it('never cancels the next statement on the connection when the aborted one finished first', async () => {
    const em = orm.em.fork();
    const aborted = new AbortController();
    // A finishes before the cancel gets a connection; C is queued for A's connection before the cancel.
    const first = queryRows(em, 'select pg_sleep(0.5) as a', [], aborted.signal);
    const blocking = queryRows(em, 'select pg_sleep(2) as b', []);
    const next = queryRows<{ c: number }>(em, 'select 7 as c from pg_sleep(3)', []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    aborted.abort();
    await expect(first).resolves.toHaveLength(1);
    await expect(blocking).resolves.toHaveLength(1);
    await expect(next).resolves.toEqual([{ c: 7 }]);
  });
});
