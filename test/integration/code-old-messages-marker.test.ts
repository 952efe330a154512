import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import pino from 'pino';
import type { TJobDeps } from '../../src/jobs/define-job.ts';
import { codeOldMessagesJob } from '../../src/jobs/definitions/maintenance-code-old-messages.ts';
import { isMaintenanceDone } from '../../src/services/maintenance/maintenance-markers.ts';
import { isolatedDatabase } from '../helpers/app-process.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedExecution, seedInvoiceProject } from '../helpers/world.ts';

// The backfill's last pass writes the done marker, after which no start walks the tables again: it must not be
// written while a row is left uncoded, nor be held back for good by a row no node will ever finish. The job's
// handler runs here by hand (the server takes no jobs), so that the reconciler cannot touch the rows mid-test. A pass
// reads every row of the database, so the file has a database of its own: the worker's shared one holds other files'
// unfinished executions, which rightly keep the marker back (a run of the whole suite got "again" for "done").
let server: TTestServer;

beforeAll(async () => {
  const { url } = await isolatedDatabase('codesmarker');
  server = await startTestServer({ env: { DATABASE_URL: url, ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const sql = (text: string, values: unknown[] = []) => server.app.orm.em.fork().getConnection().execute(text, values);

/** One pass of the backfill job; returns whether it wrote the done marker, else queued another pass. */
async function pass(): Promise<'done' | 'again'> {
  await sql(`delete from agenda_jobs where name = 'maintenance.code-old-messages'`);
  const deps = {
    orm: server.app.orm,
    log: pino({ level: 'silent' }),
    enqueue: (id: string, payload: unknown, options?: { runAt?: Date }) =>
      server.app.jobs.enqueue(id as never, payload as never, options),
  } as unknown as TJobDeps;
  const never = new AbortController().signal;
  await codeOldMessagesJob.handler({}, deps, {
    touch: async () => {},
    attempt: 1,
    finalAttempt: false,
    released: never,
    stopping: never,
    onRelease: () => {},
    row: null,
  });
  if (await isMaintenanceDone(server.app.orm, 'code-old-messages')) {
    return 'done';
  }
  const [queued] = await sql(
    `select count(*)::int as count from agenda_jobs where name = 'maintenance.code-old-messages'`,
  );
  expect(queued).toEqual({ count: 1 });
  return 'again';
}

/** As a server of the version before codes wrote it: English text only. */
async function uncodedRow(projectId: string): Promise<string> {
  const execution = await seedExecution(server.app.orm, projectId);
  await sql(`update executions set warnings = ?::jsonb, warning_details = null, error_details = null where id = ?`, [
    JSON.stringify(['Field "total" was not found in the document']),
    execution.id,
  ]);
  return execution.id;
}

describe('the message backfill’s done marker', () => {
  it('is not written while a row a writer held locked during the pass is left uncoded', async () => {
    const { project } = await seedInvoiceProject(server.app);
    await sql(`delete from maintenance_markers where name = 'code-old-messages'`);
    await pass(); // codes what earlier tests left; marks done or queues another pass
    await sql(`delete from maintenance_markers where name = 'code-old-messages'`);
    const id = await uncodedRow(project.id);
    const writer = new pg.Client({ connectionString: server.app.config.DATABASE_URL });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query('select 1 from executions where id = $1 for update', [id]);
      expect(await pass()).toBe('again');
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    expect(await pass()).toBe('again'); // it coded the row: the pass after it confirms
    expect(await pass()).toBe('done');
    const [row] = await sql('select warning_details from executions where id = ?', [id]);
    expect(row).toEqual({ warning_details: [{ code: 'warning.field_not_found', params: { path: 'total' } }] });
  });

  it('is written although an execution has been stuck unfinished for days: no node will finish it now', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    await sql(
      `update executions set status = 'running', error_details = null, warning_details = null,
         created_at = now() - interval '3 days', started_at = now() - interval '3 days',
         heartbeat_at = now() - interval '3 days' where id = ?`,
      [execution.id],
    );
    const fresh = await seedExecution(server.app.orm, project.id);
    await sql(`update executions set status = 'pending', error_details = null, warning_details = null where id = ?`, [
      fresh.id,
    ]);
    await sql(`delete from maintenance_markers where name = 'code-old-messages'`);
    await pass();
    // A row queued a moment ago may still be finished by an old node: the backfill waits for it.
    expect(await pass()).toBe('again');
    await sql(`update executions set status = 'success', error_details = '[]', warning_details = '[]' where id = ?`, [
      fresh.id,
    ]);
    expect(await pass()).toBe('done');
  });

  it('is written after a row whose messages hold an entry that is not text is coded (one code per entry)', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    await sql(`update executions set warnings = ?::jsonb, warning_details = null, error_details = null where id = ?`, [
      JSON.stringify(['Field "total" was not found in the document', 5]),
      execution.id,
    ]);
    await sql(`delete from maintenance_markers where name = 'code-old-messages'`);
    expect(await pass()).toBe('again');
    // Coding the text entries only left fewer codes than lines: stale again at every pass, the marker never written.
    expect(await pass()).toBe('done');
    const [row] = await sql('select jsonb_array_length(warning_details) as count from executions where id = ?', [
      execution.id,
    ]);
    expect(row).toEqual({ count: 2 });
  });
});
