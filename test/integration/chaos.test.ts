import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Delivery } from '../../src/db/entities/delivery.ts';
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
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const UPLOADS = 120;
const KILLS = 6;
// Short locks and timeouts, so a killed worker's jobs come back within seconds in this test.
const ENV = { JOB_LOCK_SECONDS: '6', DELIVERY_TIMEOUT_MS: '2000', WEBHOOK_TIMEOUT_MS: '2000', JOB_CONCURRENCY: '4' };

let orm: MikroORM;
let auth: TAuth;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = (await isolatedDatabase('chaos')).url;
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
});

describe('SIGKILL at random points during a run with a webhook output', () => {
  it('loses nothing: every upload finishes once and every success is delivered with one webhook-id', async () => {
    let app: TAppProcess & { port: number; dataDir: string } = await startAppProcess({ databaseUrl, env: ENV });
    ({ orm, auth } = await openTestOrm(databaseUrl));
    const receiver = await startHttpReceiver();
    const { project, bearer, cookie } = await seedInvoiceProject({ orm, auth });
    await request(app.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'Hook', trigger_events: ['success'], config: { type: 'webhook', url: receiver.url, retries: 10 } })
      .expect(200);
    const text = await fixture('invoice.txt');

    // Clients retry an upload until it is acknowledged, with the same Idempotency-Key each time.
    const acknowledged = new Map<string, string>();
    let attempts = 0;
    const uploadOne = async (index: number) => {
      const key = `chaos-${index}`;
      for (;;) {
        attempts++;
        const content = Buffer.concat([text, Buffer.from(`\nDelivery note ${index}\n`)]);
        const response = await upload(app.url, project.id, { ...bearer, 'Idempotency-Key': key }, [
          { name: `${key}.txt`, content },
        ]).catch(() => null);
        if (response?.status === 200) {
          acknowledged.set(key, response.body.execution.id);
          return;
        }
        await sleep(150);
      }
    };
    let next = 0;
    const uploaders = Array.from({ length: 6 }, async () => {
      while (next < UPLOADS) {
        await uploadOne(next++);
      }
    });
    const uploadsDone = Promise.all(uploaders);

    const killedAt: number[] = [];
    const started = Date.now();
    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(300 + Math.random() * 1500);
      killedAt.push(Date.now() - started);
      app.child.kill('SIGKILL');
      await app.exited;
      app = await startAppProcess({ databaseUrl, env: ENV, port: app.port, dataDir: app.dataDir });
    }
    await uploadsDone;

    const ids = [...acknowledged.values()];
    const context = `kills at ${killedAt.join(', ')} ms, ${attempts} upload attempts`;
    await waitFor(
      `every execution to finish (${context})`,
      async () =>
        (await orm.em.fork().count(Execution, { project: project.id, status: { $in: ['pending', 'running'] } })) === 0,
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    const executions = await orm.em.fork().find(Execution, { project: project.id });
    // Retried uploads counted once; none that was acknowledged is missing.
    expect(executions).toHaveLength(UPLOADS);
    expect(new Set(executions.map((execution) => execution.id))).toEqual(new Set(ids));
    expect(
      executions.filter((execution) => execution.status !== 'success').map((execution) => execution.errors),
    ).toEqual([]);

    await waitFor(
      `every success webhook (${context})`,
      () => new Set(receiver.received.map((call) => JSON.parse(call.body).data.execution.id)).size === UPLOADS,
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    const idsPerExecution = new Map<string, Set<string>>();
    for (const call of receiver.received) {
      const executionId = JSON.parse(call.body).data.execution.id as string;
      const set = idsPerExecution.get(executionId) ?? new Set();
      set.add(String(call.headers['webhook-id']));
      idsPerExecution.set(executionId, set);
    }
    expect([...idsPerExecution.values()].filter((set) => set.size !== 1)).toEqual([]);
    expect(new Set(idsPerExecution.keys())).toEqual(new Set(ids));
    await waitFor(
      'the delivery rows to say delivered',
      async () => (await orm.em.fork().count(Delivery, { execution: { $in: ids }, state: 'delivered' })) === UPLOADS,
    );
    expect(await orm.em.fork().count(Delivery, { execution: { $in: ids } })).toBe(UPLOADS);
    expect(app.child.exitCode).toBeNull();
    await receiver.close();
  }, 300_000);
});
