import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { isolatedDatabase } from '../helpers/app-process.ts';
import { testServerUrl } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

let admin: pg.Client;
let taken: Server;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  // Another program already listens on the port the app is told to use.
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await admin.end();
});

const connectionsTo = async (name: string) =>
  Number(
    (await admin.query('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0].n as string,
  );

describe('a start that fails half-way (the HTTP port is in use)', () => {
  it('rejects with the cause and stops what had started: the worker and every database connection', async () => {
    const database = await isolatedDatabase('failed_start');
    const port = (taken.address() as { port: number }).port;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'docstruct-failed-start-')),
      ROLES: 'web,worker',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    await expect(startServer({ config })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // The ORM pool, the job queue's pool and its LISTEN connection, the completion watcher: all
    // closed, so nothing keeps claiming jobs in a process that is about to exit.
    await waitFor(
      'every connection of the failed start to close',
      async () => (await connectionsTo(database.name)) === 0,
    );
    expect(await connectionsTo(database.name)).toBe(0);
  });
});
