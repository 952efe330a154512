import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import {
  isolatedDatabase,
  killAppProcesses,
  openTestOrm,
  startAppProcess,
  type TAppProcess,
} from '../helpers/app-process.ts';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { testServerUrl } from '../helpers/test-database.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let database: { name: string; url: string };
let app: TAppProcess;
let orm: MikroORM;
let auth: TAuth;
let admin: pg.Client;

beforeAll(async () => {
  database = await isolatedDatabase('failover');
  app = await startAppProcess({ databaseUrl: database.url });
  ({ orm, auth } = await openTestOrm(database.url));
  admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
});

afterAll(async () => {
  killAppProcesses();
  await admin.query(`alter database "${database.name}" allow_connections true`).catch(() => {});
  await orm.close(true);
  await admin.end();
});

/** What a failover does to the app: every connection to its database is cut at once. */
async function cutConnections() {
  const result = await admin.query(
    'select count(pg_terminate_backend(pid)) as cut from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database.name],
  );
  return Number(result.rows[0].cut);
}

describe('database failover', () => {
  it('keeps the process up when every connection is cut mid-run, and finishes every upload', async () => {
    const receiver = await startHttpReceiver();
    const { project, bearer, cookie } = await seedInvoiceProject({ orm, auth });
    await request(app.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'Hook', trigger_events: ['success'], config: { type: 'webhook', url: receiver.url } })
      .expect(200);
    const text = (await fixture('invoice.txt')).toString('utf8');
    const uploads: Promise<string>[] = [];
    let cuts = 0;
    for (let index = 0; index < 30; index++) {
      const content = Buffer.from(`${text}\nUpload ${index}\n`);
      // A request cut by the failover is retried with the same key, as a client would.
      uploads.push(uploadWithRetry(project.id, bearer, content, `failover-${index}`));
      if (index % 10 === 5) {
        cuts += await cutConnections();
      }
    }
    const ids = await Promise.all(uploads);
    cuts += await cutConnections();
    expect(cuts).toBeGreaterThan(0);

    await waitFor(
      'every execution to finish',
      async () => (await orm.em.fork().count(Execution, { id: { $in: ids }, status: 'success' })) === ids.length,
      { timeoutMs: 90_000 },
    ).catch(async (error: Error) => {
      // What was left, so a failure here can be understood from the log alone.
      const state = await orm.em.fork().execute(
        `select e.status, e.heartbeat_at, j.next_run_at, j.locked_at, j.fail_count, j.fail_reason from executions e
           left join agenda_jobs j on j.data->>'executionId' = e.id::text where e.status <> 'success'`,
      );
      throw new Error(`${error.message}: ${JSON.stringify(state)}`);
    });
    await waitFor(
      'every webhook',
      () => new Set(receiver.received.map((call) => JSON.parse(call.body).data.execution.id)).size === ids.length,
      { timeoutMs: 90_000 },
    );
    expect(app.child.exitCode).toBeNull();
    expect(new Set(ids).size).toBe(30);
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(30);
    await receiver.close();
  }, 120_000);

  it('answers 503 while the database is away, says so in /readyz without its error text, and recovers', async () => {
    const { bearer } = await seedInvoiceProject({ orm, auth });
    await admin.query(`alter database "${database.name}" allow_connections false`);
    await cutConnections();

    const ready = await request(app.url).get('/readyz').expect(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'unavailable', jobs: 'unavailable' } });
    const call = await request(app.url).get('/api/v1/teams').set(bearer).expect(503);
    expect(call.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(call.body)).not.toContain(database.name);
    expect(call.headers['retry-after']).toBe('5');

    await admin.query(`alter database "${database.name}" allow_connections true`);
    await waitFor('the process to serve again', async () => (await request(app.url).get('/readyz')).status === 200);
    await request(app.url).get('/api/v1/teams').set(bearer).expect(200);
    expect(app.child.exitCode).toBeNull();
  });
});

async function uploadWithRetry(projectId: string, bearer: Record<string, string>, content: Buffer, key: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await upload(app.url, projectId, { ...bearer, 'Idempotency-Key': key }, [
      { name: `${key}.txt`, content },
    ]).catch(() => null);
    if (response?.status === 200) {
      return response.body.execution.id as string;
    }
    if (attempt > 20) {
      throw new Error(`upload ${key} kept failing: ${response?.status} ${JSON.stringify(response?.body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
