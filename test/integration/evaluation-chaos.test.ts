import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Evaluation, EvaluationItem } from '../../src/db/entities/evaluation.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { ProjectRevision } from '../../src/db/entities/project-revision.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import {
  isolatedDatabase,
  killAppProcesses,
  openTestOrm,
  startAppProcess,
  type TAppProcess,
} from '../helpers/app-process.ts';
import { startGatedLlm } from '../helpers/gated-llm.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const DOCUMENTS = 4;
// Short locks, so a killed worker's jobs come back within seconds in this test.
const ENV = { JOB_LOCK_SECONDS: '3', SHUTDOWN_TIMEOUT_MS: '500', LLM_TIMEOUT_MS: '60000' };

type TApp = TAppProcess & { port: number; dataDir: string };
type TWorld = Awaited<ReturnType<typeof seedInvoiceProject>> & { executionIds: string[]; base: string };

let databaseUrl: string;
let orm: MikroORM;
let auth: TAuth;
let app: TApp;
const worlds: TWorld[] = [];
const models: Awaited<ReturnType<typeof startGatedLlm>>[] = [];

/** A model whose answers wait until the test opens it (closed in afterAll, also when a test fails). */
async function gatedModel() {
  const model = await startGatedLlm();
  models.push(model);
  return model;
}

/** A project with reviewed executions, extracted by the local extractor (before the gated model is set). */
async function reviewedProject(): Promise<TWorld> {
  const world = await seedInvoiceProject({ orm, auth });
  const base = `/api/v1/projects/${world.project.id}`;
  const executionIds: string[] = [];
  for (let index = 0; index < DOCUMENTS; index++) {
    const content = Buffer.concat([await fixture('invoice.txt'), Buffer.from(`\nCopy ${index}\n`)]);
    const response = await upload(
      app.url,
      world.project.id,
      world.cookie,
      [{ name: `invoice-${index}.txt`, content }],
      {
        wait_for_completion: 'true',
      },
    ).expect(200);
    executionIds.push(response.body.execution.id);
    await request(app.url)
      .put(`${base}/executions/${response.body.execution.id}/review`)
      .set(world.cookie)
      .send({ json_result: INVOICE_FACTS })
      .expect(200);
  }
  return { ...world, executionIds, base };
}

/** Restarts the process on the same port, data and database, its model the gated one. */
async function restartWith(model: { baseUrl: string }) {
  app = await startAppProcess({
    databaseUrl,
    port: app.port,
    dataDir: app.dataDir,
    env: { ...ENV, MODEL_BALANCED: 'openai-compatible:gated', OPENAI_COMPATIBLE_BASE_URL: model.baseUrl },
  });
}

async function killWith(signal: 'SIGKILL' | 'SIGTERM') {
  app.child.kill(signal);
  const exit = await app.exited;
  expect(exit).toBe(signal === 'SIGKILL' ? 'SIGKILL' : 0);
}

/** Every item scored once, none left pending or running, and the run finished with its accuracy. */
async function expectFinished(evaluationId: string, executionIds: string[]) {
  const evaluation = await waitFor(
    'the evaluation to finish after the restart',
    async () => {
      const row = await orm.em.fork().findOneOrFail(Evaluation, { id: evaluationId });
      return row.status === 'success' ? row : null;
    },
    { timeoutMs: 60_000, intervalMs: 300 },
  );
  const items = await orm.em.fork().find(EvaluationItem, { evaluation: evaluationId });
  expect(items.map((item) => item.executionId).sort()).toEqual([...executionIds].sort());
  expect(items.map((item) => [item.state, item.candidateError])).toEqual(executionIds.map(() => ['done', null]));
  expect(items.every((item) => item.candidateResult !== null)).toBe(true);
  expect(evaluation.accuracy).toBe(1);
}

beforeAll(async () => {
  databaseUrl = (await isolatedDatabase('evalchaos')).url;
  app = await startAppProcess({ databaseUrl, env: ENV });
  ({ orm, auth } = await openTestOrm(databaseUrl));
  worlds.push(await reviewedProject(), await reviewedProject());
}, 120_000);

afterAll(async () => {
  killAppProcesses();
  await Promise.all(models.map((model) => model.close()));
  await orm?.close(true);
});

describe('evaluation runs and backfills survive SIGKILL and SIGTERM', () => {
  it('SIGKILL during an evaluation run: after the restart every document is scored once and the run finishes', async () => {
    const [world] = worlds as [TWorld];
    const model = await gatedModel();
    await killWith('SIGTERM');
    await restartWith(model);
    const created = await request(app.url)
      .post(`${world.base}/evaluations`)
      .set(world.cookie)
      .send({ output_schema: INVOICE_SCHEMA, input_description: '' })
      .expect(200);
    await waitFor('documents of the run at the model', () => model.held.count >= 2);

    await killWith('SIGKILL');
    model.open();
    await restartWith(model);
    await expectFinished(created.body.id, world.executionIds);
  }, 120_000);

  it('SIGTERM during a backfill hands its documents back; SIGKILL while applying it reruns each execution once', async () => {
    const [, world] = worlds as [TWorld, TWorld];
    const model = await gatedModel();
    await killWith('SIGTERM');
    await restartWith(model);
    const revision = await orm.em.fork().findOneOrFail(ProjectRevision, { project: world.project.id });
    const created = await request(app.url)
      .post(`${world.base}/backfills`)
      .set(world.cookie)
      .send({ revision_id: revision.id })
      .expect(200);
    await waitFor('documents of the backfill at the model', () => model.held.count >= 2);

    await killWith('SIGTERM');
    // Handed back, not left "running" for a worker that is gone.
    const states = await orm.em.fork().find(EvaluationItem, { evaluation: created.body.id });
    expect(states.map((item) => item.state)).toEqual(world.executionIds.map(() => 'pending'));
    model.open();
    await restartWith(model);
    await expectFinished(created.body.id, world.executionIds);

    // Applying: the process dies after the first rerun was committed, in the middle of the second.
    const sql = (statement: string) => orm.em.fork().execute(statement);
    await sql(`create function hold_second_rerun() returns trigger language plpgsql as $$ begin
        if new.name = 'extraction.run' and (select count(*) from executions
          where metadata->>'backfill' = '${created.body.id}') >= 2 then perform pg_sleep(60); end if;
        return new; end $$`);
    await sql(
      'create trigger hold_second_rerun before insert on agenda_jobs for each row execute function hold_second_rerun()',
    );
    const apply = () => request(app.url).post(`${world.base}/evaluations/${created.body.id}/apply`).set(world.cookie);
    const interrupted = apply().then(
      (response) => response.status,
      () => 'cut',
    );
    const reruns = () =>
      orm.em.fork().find(Execution, { project: world.project.id, metadata: { backfill: created.body.id } });
    await waitFor('the first rerun, and the second held mid-transaction', async () => {
      const held = await sql(`select pid from pg_stat_activity where wait_event = 'PgSleep'`);
      return held.length === 1 && (await reruns()).length === 1;
    });
    await killWith('SIGKILL');
    expect(await interrupted).toBe('cut');
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where wait_event = 'PgSleep'`);
    await sql('drop trigger hold_second_rerun on agenda_jobs');
    await restartWith(model);

    // The confirmation is repeated (the client never got an answer): the rest is rerun, nothing twice.
    const applied = await apply().expect(200);
    const rows = await reruns();
    expect(rows.map((row) => row.metadata?.rerun_of).sort()).toEqual([...world.executionIds].sort());
    expect(new Set(applied.body.rerun_execution_ids)).toEqual(new Set(rows.map((row) => row.id)));
    await apply().expect(409);
    await waitFor('the reruns to finish', async () => (await reruns()).every((row) => row.status === 'success'), {
      timeoutMs: 60_000,
    });
  }, 180_000);
});
