// `npm run migrate` applies pending migrations; `npm run migration:create` writes a new one
// from the difference between the entities and the database.
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { MIGRATION_LOCK_KEY, openDatabase, withAdvisoryLock } from './database.ts';
import { migrate, openOrm } from './orm.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase(config, log);
const orm = await openOrm({ clientUrl: database.url, poolMax: 2, log });
try {
  if (process.argv[2] === 'create') {
    const result = await orm.migrator.create(undefined, false, false, process.argv[3]);
    log.info({ file: result.fileName }, result.diff.up.length > 0 ? 'migration written' : 'no changes');
  } else {
    const applied = await withAdvisoryLock(database.url, MIGRATION_LOCK_KEY, () => migrate(orm));
    log.info({ applied }, applied.length > 0 ? 'migrations applied' : 'database is up to date');
  }
} finally {
  await orm.close(true);
  await database.stop();
}
