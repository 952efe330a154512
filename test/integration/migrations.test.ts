import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrate, openOrm } from '../../src/db/orm.ts';
import { createDatabase, databaseUrl, TEST_DATABASE_PREFIX, testServerUrl } from '../helpers/test-database.ts';

let orm: MikroORM;

beforeAll(async () => {
  // Its own database: the migrations run from nothing, whatever other files did to the worker's.
  const name = `${TEST_DATABASE_PREFIX}${process.env.DOCSTRUCT_TEST_RUN ?? process.pid}_w${process.env.JEST_WORKER_ID ?? '1'}_migrations`;
  const server = new pg.Client({ connectionString: testServerUrl() });
  await server.connect();
  await server.query(`drop database if exists "${name}" with (force)`);
  await server.end();
  await createDatabase(name);
  orm = await openOrm({ clientUrl: databaseUrl(name), poolMax: 2 });
  await migrate(orm);
});

afterAll(async () => {
  await orm.close(true);
});

const indexDefinition = async (name: string) => {
  const rows = await orm.em
    .getConnection()
    .execute<{ indexdef: string }[]>('select indexdef from pg_indexes where indexname = ?', [name]);
  return rows[0]?.indexdef ?? null;
};

describe('migrations', () => {
  it('leave nothing for `migration:create` to write: the entities declare every index', async () => {
    const diff = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
    expect(diff.up.trim()).toBe('');
    expect(await orm.migrator.checkSchema()).toBe(false);
  });

  it('keep the trigram search index and the pivot’s document index', async () => {
    expect(await indexDefinition('executions_search_text_trgm_index')).toMatch(
      /USING gin \(search_text gin_trgm_ops\)/,
    );
    expect(await indexDefinition('execution_documents_document_id_index')).toMatch(/USING btree \(document_id\)/);
  });

  it('have the keyset index the execution list walks, carrying status for the chart', async () => {
    expect(await indexDefinition('executions_project_id_created_at_id_index')).toMatch(
      /USING btree \(project_id, created_at, id\) INCLUDE \(status\)/,
    );
  });
});
