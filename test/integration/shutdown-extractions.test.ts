import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import { isolatedDatabase, killAppProcesses, openTestOrm, startAppProcess } from '../helpers/app-process.ts';
import { startGatedLlm } from '../helpers/gated-llm.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let database: { name: string; url: string };
let orm: MikroORM;
let auth: TAuth;

beforeAll(async () => {
  database = await isolatedDatabase('sigterm');
});

afterAll(async () => {
  killAppProcesses();
  await orm?.close(true);
});

const statuses = async (ids: string[]) =>
  (await orm.em.fork().find(Execution, { id: { $in: ids } }, { fields: ['status'] })).map((row) => row.status).sort();

async function startWithModel(baseUrl: string, shutdownMs: number, restart?: { port: number; dataDir: string }) {
  const started = await startAppProcess({
    databaseUrl: database.url,
    ...restart,
    env: {
      MODEL_BALANCED: 'openai-compatible:gated',
      OPENAI_COMPATIBLE_BASE_URL: baseUrl,
      SHUTDOWN_TIMEOUT_MS: String(shutdownMs),
      LLM_TIMEOUT_MS: '60000',
    },
  });
  if (!orm) {
    ({ orm, auth } = await openTestOrm(database.url));
  }
  return started;
}

async function uploadThree(url: string) {
  const { project, bearer } = await seedInvoiceProject({ orm, auth });
  const ids: string[] = [];
  for (let index = 0; index < 3; index++) {
    const content = Buffer.concat([await fixture('invoice.txt'), Buffer.from(`\nCopy ${index} ${Date.now()}\n`)]);
    const response = await upload(url, project.id, bearer, [{ name: `invoice-${index}.txt`, content }]).expect(200);
    ids.push(response.body.execution.id);
  }
  return ids;
}

describe('SIGTERM with extractions in flight', () => {
  it('lets them finish as success before exiting 0', async () => {
    const model = await startGatedLlm();
    const app = await startWithModel(model.baseUrl, 20_000);
    const ids = await uploadThree(app.url);
    await waitFor('three extractions at the model', () => model.held.count === 3);

    app.child.kill('SIGTERM');
    // Still draining: nothing is failed, and the process waits for the work.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.child.exitCode).toBeNull();
    model.open();
    expect(await app.exited).toBe(0);
    expect(await statuses(ids)).toEqual(['success', 'success', 'success']);
    await model.close();
  });

  it('hands unfinished ones back as pending (never failed), and a restart finishes them', async () => {
    const model = await startGatedLlm();
    const app = await startWithModel(model.baseUrl, 500);
    const ids = await uploadThree(app.url);
    await waitFor('three extractions at the model', () => model.held.count === 3);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending']);

    model.open();
    const restarted = await startWithModel(model.baseUrl, 500, app);
    await waitFor('the restarted worker to finish them', async () =>
      (await statuses(ids)).every((status) => status === 'success'),
    );
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    await model.close();
  });
});
