import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { changeStatus } from '../../src/services/executions/status.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
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
});
