import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openOrm } from '../../src/db/orm.ts';
import { queryRows } from '../../src/db/sql.ts';
import { workerDatabaseUrl } from '../helpers/test-database.ts';
import { waitFor } from '../helpers/wait-for.ts';

/**
 * Our own cancel is recognised by its SQLSTATE (57014) and our bookkeeping (a cancel was sent for
 * this statement), not by PostgreSQL's English message: a server whose lc_messages is German says
 * "storniere Anfrage wegen Benutzeraufforderung". A connection whose statement our cancel ended is
 * kept in the pool (src/db/sql.ts); one that was closed instead shows as a new backend.
 *
 * A server without a non-English locale (e.g. only C and C.UTF-8, as the Debian test server here)
 * cannot translate: there the statement answers our cancel with PostgreSQL's code and a German
 * message itself (a PL/pgSQL handler re-raising query_canceled), which is what such a server sends.
 */

const NON_ENGLISH_LOCALES = ['de_DE.UTF-8', 'de_DE.utf8', 'fr_FR.UTF-8', 'es_ES.UTF-8', 'it_IT.UTF-8'];
const ENGLISH_CANCEL = 'canceling statement due to user request';
const GERMAN_CANCEL = 'storniere Anfrage wegen Benutzeraufforderung';

let watcher: pg.Client;
/** One pooled connection: the statement after a cancel runs on it when it was kept. */
let orm: MikroORM;
/** A locale the server can set lc_messages to, or null (then the German answer is the statement's). */
let locale: string | null = null;

beforeAll(async () => {
  const url = await workerDatabaseUrl();
  watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  for (const candidate of NON_ENGLISH_LOCALES) {
    const accepted = await watcher.query(`set lc_messages = '${candidate}'`).then(
      () => true,
      () => false,
    );
    if (accepted) {
      locale = candidate;
      break;
    }
  }
  await watcher.query('reset lc_messages');
  const clientUrl = new URL(url);
  if (locale) {
    clientUrl.searchParams.set('options', `-c lc_messages=${locale}`);
  }
  orm = await openOrm({ clientUrl: clientUrl.toString(), poolMax: 1 });
});

afterAll(async () => {
  await orm.close();
  await watcher.end();
});

const backendPid = async () => (await queryRows<{ pid: number }>(orm.em, 'select pg_backend_pid() as pid', []))[0]?.pid;

const running = async (text: string) =>
  (
    await watcher.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1 and state = 'active'`,
      [text],
    )
  ).rows[0].n === 1;

describe('a cancelled statement on a server that does not answer in English', () => {
  it('is recognised as our cancel by its code: the connection is kept and serves the next statement', async () => {
    const pid = await backendPid();
    const sleep = locale
      ? 'select pg_sleep(30) as cancelled_in_another_language'
      : `do $$ begin perform pg_sleep(30); exception when query_canceled then
           raise exception using errcode = '57014', message = '${GERMAN_CANCEL}'; end $$`;
    const aborted = new AbortController();
    const cancelled = queryRows(orm.em, sleep, [], aborted.signal);
    await waitFor('the statement to run', () => running(sleep), { intervalMs: 10 });
    aborted.abort();
    const error = (await cancelled.then(
      () => null,
      (reason: unknown) => reason,
    )) as { code?: string; message?: string } | null;
    expect(error?.code).toBe('57014');
    expect(error?.message).not.toBe(ENGLISH_CANCEL);
    // Closed instead of kept, the next statement would run on a new backend.
    expect(await backendPid()).toBe(pid);
  });
});

describe('a statement timeout (the same code, and no cancel of ours)', () => {
  it('is not taken for our cancel, with or without a signal: the connection is kept', async () => {
    await queryRows(orm.em, "select set_config('statement_timeout', '100', false)", []);
    try {
      const pid = await backendPid();
      const live = new AbortController();
      for (const signal of [undefined, live.signal]) {
        await expect(queryRows(orm.em, 'select pg_sleep(5) as timed_out', [], signal)).rejects.toMatchObject({
          code: '57014',
        });
        expect(await backendPid()).toBe(pid);
      }
    } finally {
      await queryRows(orm.em, "select set_config('statement_timeout', '0', false)", []);
    }
  });

  it('does not hide our own cancel on a session with a timeout: the connection is kept', async () => {
    const pid = await backendPid();
    const aborted = new AbortController();
    await queryRows(orm.em, "select set_config('statement_timeout', '200', false)", []);
    try {
      const text = 'select pg_sleep(5) as timed_out_or_cancelled';
      const statement = queryRows(orm.em, text, [], aborted.signal);
      await waitFor('the statement to run', () => running(text), { intervalMs: 10 });
      aborted.abort();
      await expect(statement).rejects.toMatchObject({ code: '57014' });
      // Our cancel ended it well before the timeout; the next statement is not cancelled and runs on it.
      expect(await backendPid()).toBe(pid);
    } finally {
      await queryRows(orm.em, "select set_config('statement_timeout', '0', false)", []);
    }
  });
});
