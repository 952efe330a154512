import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/db/orm.ts';
import { queryPrepared, queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';

// One connection: what pg_prepared_statements shows is what every call of this file prepared.
let orm: MikroORM;
const suffix = Math.random().toString(36).slice(2, 8);
const probeTable = `prepared_probe_${suffix}`;
const probeSequence = `prepared_probe_seq_${suffix}`;
const unsupported = `prepared_probe_unsupported_${suffix}`;

beforeAll(async () => {
  orm = await openOrm({ clientUrl: await workerDatabaseUrl(), poolMax: 1 });
  const em = orm.em.fork();
  await queryRows(em, `create table ${probeTable} (id int primary key, size varchar(10))`, []);
  await queryRows(em, `create sequence ${probeSequence}`, []);
  await queryRows(
    em,
    `create function ${unsupported}() returns int language plpgsql as
       $$ begin raise exception 'not here' using errcode = 'feature_not_supported'; end $$`,
    [],
  );
});

afterAll(async () => {
  const em = orm.em.fork();
  await queryRows(em, `drop table ${probeTable}; drop sequence ${probeSequence}; drop function ${unsupported}()`, []);
  await orm.close();
});

const preparedTexts = async () =>
  (await queryRows<{ statement: string }>(orm.em.fork(), 'select statement from pg_prepared_statements', [])).map(
    (row) => row.statement,
  );

describe('prepared statements', () => {
  it('run a statement once when it fails as not supported for another reason than a changed plan', async () => {
    const em = orm.em.fork();
    const failing = queryPrepared(em, `select nextval('${probeSequence}') as n, ${unsupported}() as never`, []);
    await expect(failing).rejects.toMatchObject({ code: '0A000', message: 'not here' });
    const [sequence] = await queryRows<{ last_value: string }>(em, `select last_value from ${probeSequence}`, []);
    expect(Number(sequence?.last_value)).toBe(1);
  });

  it('keep a statement in use prepared after many one-off texts, and free the texts they evicted', async () => {
    const em = orm.em.fork();
    const hot = `select id from ${probeTable} where id = $1`;
    await queryPrepared(em, hot, [1]);
    // Like list pages with their page size written into the text: far more texts than the bound.
    for (let variant = 0; variant < 700; variant++) {
      await queryPrepared(em, `select id from ${probeTable} where id = $1 limit ${variant + 1}`, [1]);
      if (variant % 50 === 0) {
        await queryPrepared(em, hot, [1]);
      }
    }
    const firstSeenLate = `select size from ${probeTable} where id = $1`;
    await queryPrepared(em, firstSeenLate, [1]);
    await queryPrepared(em, hot, [1]);
    const prepared = await preparedTexts();
    expect(prepared).toContain(hot);
    expect(prepared).toContain(firstSeenLate);
    // The connection does not keep every text it ever prepared (500 kept, plus at most one batch of 32).
    expect(prepared.length).toBeLessThanOrEqual(532);
    expect(prepared).not.toContain(`select id from ${probeTable} where id = $1 limit 1`);
  });
});
