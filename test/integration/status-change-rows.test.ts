import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Execution } from '../../src/db/entities/execution.ts';
import { changeStatus } from '../../src/services/executions/status.ts';
import { claimExecution, finishExecution } from '../../src/services/executions/transitions.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedExecution, seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  // No worker: the jobs a status change writes stay in the queue for the test to read.
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const sql = <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
  server.app.orm.em.fork().execute<T[]>(query, params);

describe('what a status change writes', () => {
  it('writes a delayed job due at its time, not at once', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const deliveryId = randomUUID();
    const runAt = new Date(Date.now() + 3_600_000);
    await changeStatus(server.app.orm.em.fork(), [{ jobId: 'delivery.run', payload: { deliveryId }, runAt }], {
      source: `select e.id, e.project_id, p.team_id, 'label'::text as label
        from executions e join projects p on p.id = e.project_id where e.id = ?`,
      params: [execution.id],
      record: 'false',
      status: 'success',
    });
    const jobs = await sql<{ next_run_at: Date }>(
      `select next_run_at from agenda_jobs where name = 'delivery.run' and data->>'deliveryId' = ?`,
      [deliveryId],
    );
    await sql(`delete from agenda_jobs where name = 'delivery.run' and data->>'deliveryId' = ?`, [deliveryId]);
    expect(jobs.map((job) => new Date(job.next_run_at).toISOString())).toEqual([runAt.toISOString()]);
  });

  it('wakes idle workers for the jobs it writes (NOTIFY at commit)', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const listener = new pg.Client({ connectionString: server.app.config.DATABASE_URL });
    await listener.connect();
    const woken: string[] = [];
    listener.on('notification', (message) => woken.push(JSON.parse(message.payload ?? '{}').jobId));
    await listener.query('listen agenda_jobs');
    const deliveryId = randomUUID();
    try {
      await changeStatus(server.app.orm.em.fork(), [{ jobId: 'delivery.run', payload: { deliveryId } }], {
        source: `select e.id, e.project_id, p.team_id, 'label'::text as label
          from executions e join projects p on p.id = e.project_id where e.id = ?`,
        params: [execution.id],
        record: 'false',
        status: 'success',
      });
      const [job] = await sql<{ id: string }>(
        `select id from agenda_jobs where name = 'delivery.run' and data->>'deliveryId' = ?`,
        [deliveryId],
      );
      await waitFor('the NOTIFY of the job', () => woken.includes(String(job?.id)));
    } finally {
      await sql(`delete from agenda_jobs where name = 'delivery.run' and data->>'deliveryId' = ?`, [deliveryId]);
      await listener.end();
    }
  });

  it('names an execution the same in the claim and in the finish: title, else reference, else its id', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const deps = {
      em: server.app.orm.em.fork(),
      transaction: server.app.jobs.transaction,
      lockSeconds: 30,
      jobsInStatement: true,
    };
    const em = server.app.orm.em.fork();
    const named = [
      em.create(Execution, { ...PENDING, project: project.id, title: 'Invoice March', reference: 'REF-1' }),
      em.create(Execution, { ...PENDING, project: project.id, reference: 'REF-2' }),
      em.create(Execution, { ...PENDING, project: project.id }),
    ];
    await em.flush();
    const labels = [];
    for (const execution of named) {
      const claim = await claimExecution(deps, { executionId: execution.id, key: randomUUID() });
      if (!claim) {
        throw new Error('not claimed');
      }
      const finished = await finishExecution(deps, claim, claim.execution, OUTCOME, { aiRequests: [], jobRowId: null });
      expect(finished).toBe(true);
      const events = await sql<{ code: string; label: string }>(
        `select code, params->>'label' as label from team_events where project_execution_id = ? order by created_at`,
        [execution.id],
      );
      labels.push(events);
    }
    const both = (label: string) => [
      { code: 'event.execution_running', label },
      { code: 'event.execution_success', label },
    ];
    expect(labels).toEqual([both('Invoice March'), both('REF-2'), both(named[2]?.id.slice(0, 8) ?? '')]);
  });
});

const PENDING = {
  executionType: 'api' as const,
  processingMode: 'balanced' as const,
  status: 'pending' as const,
  errors: [],
  warnings: [],
};

const OUTCOME = {
  status: 'success' as const,
  jsonResult: { total: 1 },
  sources: null,
  title: null,
  warnings: [],
  errors: [],
  internalError: null,
  fallbackMode: null,
};
