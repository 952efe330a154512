import http from 'node:http';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import {
  isolatedDatabase,
  killAppProcesses,
  openTestOrm,
  startAppProcess,
  type TAppProcess,
} from '../helpers/app-process.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let app: TAppProcess;
let orm: MikroORM;
let auth: TAuth;
let database: pg.Client;
let databaseUrl: string;
/** The process's log lines at level error (written in batches, and all of them by its exit). */
const lines: { level: number; msg: string; path?: string; status?: number; err?: { code?: string } }[] = [];

beforeAll(async () => {
  const { url } = await isolatedDatabase('restlog');
  databaseUrl = url;
  app = await startAppProcess({ databaseUrl: url, env: { LOG_LEVEL: 'error' }, stdout: 'pipe' });
  createInterface({ input: app.child.stdout as Readable }).on('line', (line) => {
    if (line.startsWith('{')) {
      lines.push(JSON.parse(line));
    }
  });
  ({ orm, auth } = await openTestOrm(url));
  database = new pg.Client({ connectionString: url });
  await database.connect();
});

afterAll(async () => {
  killAppProcesses();
  await orm.close(true);
  await database.end();
});

const waitingLookups = async () =>
  Number(
    (
      await database.query(
        `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%from api_keys where key_hash%'`,
      )
    ).rows[0].n,
  );

describe('REST error log', () => {
  it('logs nothing for a client that left while its API key was looked up, and still logs a real failure', async () => {
    const { team, bearer } = await seedInvoiceProject({ orm, auth });
    // Another transaction holds the key's row: the lookup (which notes last_used_at) waits for it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from api_keys where team_id = $1 for update', [team.id]);
    const leaving = http.get(`${app.url}/api/v1/teams/${team.id}/projects`, { headers: bearer });
    leaving.on('error', () => {});
    await waitFor('the API-key lookup to wait for the row', async () => (await waitingLookups()) === 1);
    leaving.destroy();
    await waitFor('the departed client’s lookup to be cancelled', async () => (await waitingLookups()) === 0, {
      timeoutMs: 5_000,
    });
    await holder.query('rollback');
    await holder.end();

    // A real failure while the caller is looked up: the lookup's table is gone for a moment.
    await database.query('alter table api_key_projects rename to api_key_projects_away');
    try {
      const failed = await fetch(`${app.url}/api/v1/teams/${team.id}/projects`, { headers: bearer });
      expect(failed.status).toBe(500);
      // The JSON-body DELETE routes (outside the adapter) log their failures the same way.
      const failedDelete = await fetch(`${app.url}/api/v1/user/twofactor`, {
        method: 'DELETE',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'secret', two_factor_token: '123456' }),
      });
      expect(failedDelete.status).toBe(500);
    } finally {
      await database.query('alter table api_key_projects_away rename to api_key_projects');
    }
    app.child.kill('SIGTERM');
    await app.exited;
    // Only the real failure: its cause, and the request log's line for its 500.
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors.map((line) => [line.msg, line.path, line.err?.code ?? line.status])).toEqual([
      ['REST call failed', 'teams.listProjects', '42P01'],
      ['request failed', `/api/v1/teams/${team.id}/projects`, 500],
      ['REST call failed', '/user/twofactor', '42P01'],
      ['request failed', '/api/v1/user/twofactor', 500],
    ]);
  });
});
