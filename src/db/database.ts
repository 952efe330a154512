import pg from 'pg';
import type { Logger } from 'pino';
import { dataPath, type TConfig } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export type TDatabase = {
  url: string;
  /** Stops the embedded server when we started one; a no-op for an external database. */
  stop(): Promise<void>;
};

const EMBEDDED_DATABASE = 'docstruct';

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under DATA_DIR/postgres. */
export async function openDatabase(config: TConfig, log: Logger): Promise<TDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    dir: dataPath(config, 'postgres'),
    port: config.EMBEDDED_POSTGRES_PORT,
    log,
  });
  await embedded.createDatabase(EMBEDDED_DATABASE);
  log.info({ port: config.EMBEDDED_POSTGRES_PORT }, 'embedded PostgreSQL started');
  return { url: embedded.urlFor(EMBEDDED_DATABASE), stop: () => embedded.stop() };
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so several processes starting at once
 * (web replicas, workers) apply migrations one after the other instead of racing.
 */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection rejects the query in flight; without a listener it would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end();
  }
}

export const MIGRATION_LOCK_KEY = 727_001;
