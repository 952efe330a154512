import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres, type TEmbeddedDatabase } from '../../src/db/embedded.ts';
import { TEST_DATABASE_PREFIX } from './test-database.ts';
import { buildUiIfMissing } from './ui-build.ts';

declare global {
  var __embeddedTestPostgres: TEmbeddedDatabase | undefined;
}

/**
 * Picks the PostgreSQL server for this run: TEST_DATABASE_URL or DATABASE_URL when set,
 * otherwise an embedded one; then drops the worker databases of earlier runs.
 */
export default async function globalSetup(): Promise<void> {
  buildUiIfMissing();
  let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startTestPostgres();
    globalThis.__embeddedTestPostgres = embedded;
    serverUrl = embedded.adminUrl;
  }
  process.env.DOCSTRUCT_TEST_SERVER_URL = serverUrl;
  process.env.DOCSTRUCT_TEST_RUN = String(process.pid);

  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const stale = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of stale.rows) {
      // Only databases of runs that are over: their jest process is gone. Every test database is named
      // after its run (`_w<worker>…`, `_readyz`, `_first_…`); matching only `_w` once dropped a live run's
      // other databases under its running tests.
      const runPid = Number(/^docstruct_test_(\d+)_/.exec(datname)?.[1]);
      if (!runPid || !isAlive(runPid)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * The embedded server on a free port (PostgreSQL cannot listen on port 0), so two checkouts can run
 * `npm test` at once; a port taken between the probe and PostgreSQL's start is simply tried again.
 */
async function startTestPostgres(): Promise<TEmbeddedDatabase> {
  const fixed = process.env.EMBEDDED_TEST_POSTGRES_PORT;
  for (let attempt = 1; ; attempt++) {
    const port = fixed ? Number(fixed) : await freeLoopbackPort();
    try {
      return await startEmbeddedPostgres({
        dir: path.resolve('data/test-postgres'),
        port,
        log: pino({ level: 'silent' }),
      });
    } catch (error) {
      if (fixed || attempt === 5) {
        throw error;
      }
    }
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
