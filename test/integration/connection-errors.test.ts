import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { isDatabaseUnavailable, markDatabaseErrors } from '../../src/db/connection-errors.ts';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { unusedPort } from '../helpers/unused-port.ts';

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

describe('telling a lost database from another service that cannot be reached', () => {
  it('does not take a refused model server (fetch to a closed loopback port, ECONNREFUSED) for a lost database', async () => {
    const port = await unusedPort();
    const error = await failureOf(() => fetch(`http://127.0.0.1:${port}/v1/chat/completions`, { method: 'POST' }));
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not take a mail server that closed the connection for a lost database', async () => {
    const smtp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
      const error = await failureOf(() =>
        transport.sendMail({ from: 'a@docstruct.test', to: 'b@docstruct.test', text: 'hello' }),
      );
      expect(String((error as Error).message)).toMatch(/connection closed/i);
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      smtp.close();
    }
  });

  it('takes a refused database for one, through every way the project reaches it', async () => {
    const port = await unusedPort();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const closed = await openOrm({ clientUrl: url, poolMax: 1 });
    // The job queue's own pool is marked where it is made (src/jobs/queue.ts).
    const queuePool = new pg.Pool({ connectionString: url, max: 1 });
    markDatabaseErrors(queuePool);
    try {
      const failures = await Promise.all([
        failureOf(() => closed.em.fork().execute('select 1')), // MikroORM's DriverException
        failureOf(() => closed.em.fork().transactional((em) => em.execute('select 1'))), // pg's own error
        failureOf(() => queryRows(closed.em, 'select 1', [])), // the hot-path reads (sql.ts)
        failureOf(async () => (await closed.em.getConnection().getNativeClient()).query('select 1')), // sessions
        failureOf(() => queuePool.query('select 1')),
      ]);
      expect(failures.map((error) => [(error as { code?: string }).code, isDatabaseUnavailable(error)])).toEqual(
        failures.map(() => ['ECONNREFUSED', true]),
      );
    } finally {
      await queuePool.end();
      await closed.close();
    }
  });
});
