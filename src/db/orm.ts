import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { markDatabaseErrors } from './connection-errors.ts';
import { releaseCutConnections } from './cut-connections.ts';
import { entities } from './entities/index.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

type TOrmOptions = { clientUrl: string; poolMax: number; statementTimeoutMs?: number; log?: Logger };

export function ormConfig(options: TOrmOptions) {
  return defineConfig({
    clientUrl: options.clientUrl,
    // JIT compiles short OLTP queries for ~200 ms and wins nothing; a statement timeout stops a
    // query nobody waits for any more (migrations lift it, see migrate()). A request waits for a
    // free connection at most 10 s (a failover must not hang it).
    driverOptions: {
      options: `-c jit=off -c statement_timeout=${options.statementTimeoutMs ?? 0}`,
      connectionTimeoutMillis: 10_000,
      // Its connections' failures are known as the database's (see connection-errors.ts), and a
      // connection cut inside a transaction goes back to the pool (see cut-connections.ts).
      onPoolCreated: (pool: Parameters<typeof markDatabaseErrors>[0] & Parameters<typeof releaseCutConnections>[0]) => {
        markDatabaseErrors(pool);
        releaseCutConnections(pool);
      },
    },
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax },
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

export async function openOrm(options: TOrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies every pending migration; safe to call on every start (and from several at once). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  // An index build on a large table may take longer than any request should.
  const applied = await orm.em.fork().transactional(async (em) => {
    await em.execute('set local statement_timeout = 0');
    return orm.migrator.up({ transaction: em.getTransactionContext() });
  });
  return applied.map((migration) => migration.name);
}

export const migrationsDirectory = path.resolve(MIGRATIONS_DIR);
