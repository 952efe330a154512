import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { entities } from './entities/index.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export function ormConfig(options: { clientUrl: string; poolMax: number; log?: Logger }) {
  return defineConfig({
    clientUrl: options.clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax },
    // A request waits for a free connection at most this long (a failover must not hang it).
    driverOptions: { connectionTimeoutMillis: 10_000 },
    // Every request and job works in its own fork or RequestContext; the global one is a bug.
    allowGlobalContext: false,
    debug: false,
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).ts',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // The job queue owns its tables (agenda creates them); migrations must never touch them.
    schemaGenerator: { skipTables: [/^agenda_/] },
    logger: (message) => options.log?.debug({ orm: message }, 'orm'),
  });
}

export async function openOrm(options: { clientUrl: string; poolMax: number; log?: Logger }): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies every pending migration; safe to call on every start (and from several at once). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

export const migrationsDirectory = path.resolve(MIGRATIONS_DIR);
