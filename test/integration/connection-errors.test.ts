import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../src/db/connection-errors.ts';
import { openOrm } from '../../src/db/orm.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';

let orm: MikroORM;

beforeAll(async () => {
  orm = await openOrm({ clientUrl: await workerDatabaseUrl(), poolMax: 1 });
});

afterAll(async () => {
  await orm.close();
});

const failureOf = (work: () => Promise<unknown>) =>
  work().then(
    () => {
      throw new Error('the statement was expected to fail');
    },
    (error: unknown) => error,
  );

describe('telling a lost database from a refused statement', () => {
  it('does not take a protocol violation (NUL in a statement text: 08P01) for a lost connection', async () => {
    // The server refuses the message and keeps the connection: retrying it as a failover would
    // fail the same way six times, and the caller would be told to come back later (503).
    const error = await failureOf(() => orm.em.fork().execute(`select 'a\u0000b' as text`));
    expect(error).toMatchObject({ code: '08P01' });
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(await orm.em.fork().execute('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('still takes a terminated connection for a lost one', async () => {
    const [{ pid }] = (await orm.em.fork().execute('select pg_backend_pid() as pid')) as [{ pid: number }];
    const error = await failureOf(() => orm.em.fork().execute(`select pg_terminate_backend(${pid}), pg_sleep(1)`));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
