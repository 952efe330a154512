import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm } from '../../src/db/orm.ts';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX } from '../helpers/test-database.ts';

let orm: MikroORM;

beforeAll(async () => {
  // An empty database of its own, built by the migrations alone.
  const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN}_migrations_${randomUUID().slice(0, 8)}`;
  await createDatabase(name);
  orm = await openOrm({ clientUrl: databaseUrl(name), poolMax: 2 });
  await migrate(orm);
});

afterAll(async () => {
  await orm?.close(true);
});

describe('migrations', () => {
  it('build exactly the schema the entities describe: `npm run migration:create` would find nothing', async () => {
    // The same comparison migration:create makes, without writing a file when it finds something.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});
