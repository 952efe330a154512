import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  REQUEUE_DELIVERIES_SQL,
  REQUEUE_EVALUATION_ITEMS_SQL,
  REQUEUE_EXECUTIONS_SQL,
  requeueStaleJob,
} from '../../src/jobs/definitions/maintenance-requeue-stale.ts';
import { claimExecution } from '../../src/services/executions/transitions.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  // No worker: the jobs the reconciler writes stay in the queue for the test to count.
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const sql = <T extends Record<string, unknown>[]>(query: string, params: unknown[] = []) =>
  server.app.orm.em.fork().execute<T>(query, params);

async function executionWithoutJob(projectId: string, status: 'pending' | 'running') {
  const [row] = await sql<{ id: string }[]>(
    `insert into executions (id, created_at, project_id, execution_type, processing_mode, status, errors, warnings,
       started_at, heartbeat_at)
     values (gen_random_uuid(), now() - interval '5 minutes', ?, 'api', 'balanced', ?, '[]', '[]',
       case when ? = 'running' then now() - interval '5 minutes' end, case when ? = 'running' then now() - interval '5 minutes' end)
     returning id`,
    [projectId, status, status, status],
  );
  return row?.id as string;
}

const jobsFor = async (executionId: string) =>
  Number(
    (
      await sql<{ n: string }[]>(
        `select count(*) as n from agenda_jobs where name = 'extraction.run' and data->>'executionId' = ?`,
        [executionId],
      )
    )[0]?.n,
  );

const runReconciler = (options: { jobsOutsidePostgres?: boolean } = {}) =>
  requeueStaleJob.handler(
    {},
    {
      ...server.app,
      // The MongoDB path checks the queue through agenda's own API, which the PostgreSQL
      // backend answers as well: the same code runs here against real jobs.
      config: options.jobsOutsidePostgres
        ? { ...server.app.config, AGENDA_MONGO_URL: 'mongodb://127.0.0.1:9/unused' }
        : server.app.config,
      enqueue: (jobId, payload) => server.app.jobs.enqueue(jobId as never, payload as never),
      transaction: server.app.jobs.transaction,
      jobsInStatement: !options.jobsOutsidePostgres,
      hasLiveJob: server.app.jobs.hasLiveJob,
    },
    {
      touch: async () => {},
      attempt: 1,
      finalAttempt: false,
      released: new AbortController().signal,
      stopping: new AbortController().signal,
      onRelease: () => {},
      row: null,
    },
  );

/** An evaluation item of a minute ago whose job failed for good (gone from the queue). */
async function evaluationItemWithoutJob(projectId: string) {
  const [row] = await sql<{ id: string }[]>(
    `with evaluation as (
       insert into evaluations (id, created_at, project_id, kind, status) values (gen_random_uuid(), now(), ?, 'evaluation', 'running')
       returning id
     )
     insert into evaluation_items (id, created_at, evaluation_id, execution_id, state)
     select gen_random_uuid(), now() - interval '5 minutes', id, gen_random_uuid(), 'pending' from evaluation
     returning id`,
    [projectId],
  );
  return row?.id as string;
}

const itemJobsFor = async (itemId: string) =>
  Number(
    (
      await sql<{ n: string }[]>(
        `select count(*) as n from agenda_jobs where name = 'evaluation.document' and data->>'itemId' = ?`,
        [itemId],
      )
    )[0]?.n,
  );

describe('the stale-work reconciler', () => {
  it('gives an evaluation item whose job failed for good one job, however often it runs (both paths)', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const item = await evaluationItemWithoutJob(project.id);
    const viaMongoPath = await evaluationItemWithoutJob(project.id);
    for (let run = 0; run < 3; run++) {
      await runReconciler();
    }
    expect(await itemJobsFor(item)).toBe(1);
    await sql(`delete from agenda_jobs where name = 'evaluation.document' and data->>'itemId' = ?`, [viaMongoPath]);
    for (let run = 0; run < 3; run++) {
      await runReconciler({ jobsOutsidePostgres: true });
    }
    expect(await itemJobsFor(viaMongoPath)).toBe(1);
  });

  it('gives a lost execution one job, however often it runs', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const pending = await executionWithoutJob(project.id, 'pending');
    const abandoned = await executionWithoutJob(project.id, 'running');
    for (let run = 0; run < 3; run++) {
      await runReconciler();
    }
    expect(await jobsFor(pending)).toBe(1);
    expect(await jobsFor(abandoned)).toBe(1);
  });

  it('leaves executions alone whose job is still queued', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const pending = await executionWithoutJob(project.id, 'pending');
    await server.app.jobs.enqueue('extraction.run', { executionId: pending });
    await runReconciler();
    expect(await jobsFor(pending)).toBe(1);
  });

  it('records one "running" event when a stalled execution is taken over by another worker', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const executionId = await executionWithoutJob(project.id, 'pending');
    const deps = {
      em: server.app.orm.em.fork(),
      transaction: server.app.jobs.transaction,
      lockSeconds: 30,
      jobsInStatement: true,
    };
    const first = await claimExecution(deps, { executionId, key: randomUUID() });
    expect(first).not.toBeNull();
    // The first worker stops sending heartbeats; a second one takes the execution over.
    await sql(`update executions set heartbeat_at = now() - interval '5 minutes' where id = ?`, [executionId]);
    const takeover = await claimExecution(deps, { executionId, key: randomUUID() });
    expect(takeover).not.toBeNull();
    expect(takeover?.token).not.toBe(first?.token);
    const events = await sql<{ n: string }[]>(
      `select count(*) as n from team_events where project_execution_id = ? and code = 'event.execution_running'`,
      [executionId],
    );
    expect(Number(events[0]?.n)).toBe(1);
  });

  it('gives a lost execution one job however often it runs when jobs live outside PostgreSQL (MongoDB path)', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const pending = await executionWithoutJob(project.id, 'pending');
    const abandoned = await executionWithoutJob(project.id, 'running');
    for (let run = 0; run < 3; run++) {
      await runReconciler({ jobsOutsidePostgres: true });
    }
    expect(await jobsFor(pending)).toBe(1);
    expect(await jobsFor(abandoned)).toBe(1);
  });

  it('finds lost work through partial indexes, not by scanning every execution, delivery and job', async () => {
    const plan = async (statement: string, params: unknown[]) =>
      server.app.orm.em.fork().transactional(async (tx) => {
        // The test tables are tiny: forbid sequential scans so the plan shows the usable indexes.
        await tx.execute('set local enable_seqscan = off');
        const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${statement}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const executions = await plan(REQUEUE_EXECUTIONS_SQL, [30]);
    expect(executions).toContain('executions_unfinished_created_at_index');
    expect(executions).toContain('agenda_jobs_execution_id_idx');
    const deliveries = await plan(REQUEUE_DELIVERIES_SQL, []);
    expect(deliveries).toContain('deliveries_pending_created_at_index');
    expect(deliveries).toContain('agenda_jobs_delivery_id_idx');
    const items = await plan(REQUEUE_EVALUATION_ITEMS_SQL, []);
    expect(items).toContain('evaluation_items_open_created_at_index');
    expect(items).toContain('agenda_jobs_item_id_idx');
  });
});
