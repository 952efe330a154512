import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { queryPrepared, queryRows } from '../../src/db/sql.ts';
import { executionListStatements, findExecutions } from '../../src/services/executions/find-executions.ts';
import { executionChart } from '../../src/services/executions/queries.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

/**
 * `count` executions one hour apart, newest `hoursAgo` = 0, statuses cycling success/failed/pending;
 * every third has two documents. Bulk SQL: the list reads what SQL wrote, whatever the ORM did.
 */
async function seedRows(projectId: string, count: number) {
  const em = server.app.orm.em.fork();
  await queryRows(
    em,
    `insert into executions (id, created_at, project_id, execution_type, processing_mode, processing_mode_fallback,
       reference, title, json_result, status, errors, warnings, search_text)
     select gen_random_uuid(), date_trunc('hour', now()) - make_interval(hours => i), $1, 'api', 'balanced', false,
       'ref-' || i, 'Invoice ' || i, jsonb_build_object('n', i), (array['success','failed','pending'])[i % 3 + 1],
       '[]', '[]', lower('ref-' || i || ' invoice ' || i || case when i = 8 then ' zebrafish' else '' end)
     from generate_series(0, $2::int - 1) as i`,
    [projectId, count],
  );
  await queryRows(
    em,
    `with docs as (
       insert into documents (id, created_at, project_id, file_name, file_content_type, size_bytes, sha256, storage_key)
       select gen_random_uuid(), now(), $1, 'f.txt', 'text/plain', 1, repeat('0', 64), 'k' from generate_series(1, 2)
       returning id)
     insert into execution_documents (execution_id, document_id)
     select e.id, d.id from executions e cross join docs d where e.project_id = $1 and e.reference in ('ref-0', 'ref-3')`,
    [projectId],
  );
}

const list = (projectId: string, bearer: Record<string, string>, query: string) =>
  request(server.url).get(`/api/v1/projects/${projectId}/executions?${query}`).set(bearer).expect(200);

describe('execution list', () => {
  it('puts document_count in each row and says the count is exact', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 5);
    const response = await list(project.id, bearer, 'per_page=5');
    expect(response.body).toMatchObject({ count: 5, count_exact: true, total_pages: 1, next_cursor: null });
    expect(response.body.data.map((row: { reference: string }) => row.reference)).toEqual([
      'ref-0',
      'ref-1',
      'ref-2',
      'ref-3',
      'ref-4',
    ]);
    expect(response.body.data.map((row: { document_count: number }) => row.document_count)).toEqual([2, 0, 0, 2, 0]);
    expect(response.body.data[0]).toMatchObject({ json_result: { n: 0 }, errors: [], project_id: project.id });
    expect(response.body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('walks every row once with the keyset cursor, in the same order as OFFSET pages', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 23);
    const byOffset: string[] = [];
    for (let page = 0; page < 3; page++) {
      byOffset.push(
        ...(await list(project.id, bearer, `per_page=10&page=${page}`)).body.data.map((r: { id: string }) => r.id),
      );
    }
    const byCursor: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `per_page=10${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await list(project.id, bearer, query)).body;
      byCursor.push(...body.data.map((r: { id: string }) => r.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(byOffset).toHaveLength(23);
    expect(byCursor).toEqual(byOffset);
  });

  it('filters by from (inclusive) and to (exclusive) together with status and search', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 30);
    const hour = 3600_000;
    const top = Math.floor(Date.now() / hour) * hour;
    const from = new Date(top - 9 * hour).toISOString();
    const to = new Date(top - 5 * hour).toISOString();
    const window = await list(project.id, bearer, `per_page=50&from=${from}&to=${to}`);
    // ref-5 was created exactly at `to`: outside the window.
    expect(window.body.data.map((row: { reference: string }) => row.reference)).toEqual([
      'ref-6',
      'ref-7',
      'ref-8',
      'ref-9',
    ]);
    const failed = await list(project.id, bearer, `per_page=50&from=${from}&to=${to}&status=failed`);
    expect(failed.body.data.map((row: { reference: string }) => row.reference)).toEqual(['ref-7']);
    const searched = await list(project.id, bearer, `from=${from}&search=ZEBRA`);
    expect(searched.body.data.map((row: { reference: string }) => row.reference)).toEqual(['ref-8']);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions?from=yesterday`).set(bearer).expect(400);
  });

  it('refuses a cursor it did not make', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const response = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?cursor=bm90LWEtY3Vyc29y`)
      .set(bearer)
      .expect(400);
    expect(response.body.message).toBe('Invalid cursor');
  });

  it('counts exactly up to the bound and estimates beyond it, never below the bound', async () => {
    const { project } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 40);
    const em = server.app.orm.em.fork();
    const page = { projectId: project.id, page: 0, perPage: 10 };
    expect(await findExecutions(em, { ...page, countBound: 40 })).toMatchObject({ count: 40, countExact: true });
    const estimated = await findExecutions(em, { ...page, countBound: 25 });
    expect(estimated.countExact).toBe(false);
    expect(estimated.count).toBeGreaterThanOrEqual(26);
    expect(estimated.rows).toHaveLength(10);
  });

  it('counts a last page, an empty page past the end and a search page from the rows it finds', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 23);
    const em = server.app.orm.em.fork();
    const page = { projectId: project.id, perPage: 10, countBound: 40 };
    const last = await findExecutions(em, { ...page, page: 2 });
    expect(last).toMatchObject({ count: 23, countExact: true, nextCursor: null });
    expect(last.rows.map((row) => row.reference)).toEqual(['ref-20', 'ref-21', 'ref-22']);
    expect(await findExecutions(em, { ...page, page: 7 })).toMatchObject({ rows: [], count: 23, countExact: true });
    // Beyond the bound the count stays the planner's estimate, also when the last page shows it.
    const estimated = await findExecutions(em, { ...page, page: 2, countBound: 20 });
    expect(estimated).toMatchObject({ countExact: false });
    expect(estimated.count).toBeGreaterThanOrEqual(21);
    const searched = await list(project.id, bearer, 'search=zebrafish&per_page=10&page=1');
    expect(searched.body).toMatchObject({ data: [], count: 1, total_pages: 1, count_exact: true });
    const failed = await list(project.id, bearer, 'status=failed&per_page=5&page=1');
    // ref-1, ref-4, … ref-22: eight failed rows, the second page holds the last three.
    expect(failed.body).toMatchObject({ count: 8, total_pages: 2 });
    expect(failed.body.data.map((row: { reference: string }) => row.reference)).toEqual(['ref-16', 'ref-19', 'ref-22']);
  });

  it('finds rows with the list row’s columns plus only the cursor’s timestamp and the count', async () => {
    const { project } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 3);
    const found = await findExecutions(server.app.orm.em.fork(), { projectId: project.id, page: 0, perPage: 2 });
    expect(Object.keys(found.rows[0] ?? {}).sort()).toEqual(
      [
        'id',
        'project_id',
        'project_revision_id',
        'created_by_user_id',
        'created_by_api_key_id',
        'execution_type',
        'processing_mode',
        'processing_mode_fallback',
        'processing_mode_fallback_mode',
        'reference',
        'title',
        'json_result',
        'status',
        'errors',
        'warnings',
        'error_details',
        'warning_details',
        'created_at',
        'document_count',
        'reviewed_result',
        'reviewed_by_user_id',
        'reviewed_at',
        'excluded_from_evaluation',
        'cursor_at',
        'total_count',
      ].sort(),
    );
  });

  it('asks the planner one estimate per filter, whatever the page or cursor', () => {
    const filter = { projectId: '5b1e2a7c-3f44-4d0e-8a39-2c5f6d7e8f90', perPage: 50, statuses: ['failed' as const] };
    const first = executionListStatements({ ...filter, page: 0 }).estimate;
    const cursor = Buffer.from(JSON.stringify(['2026-11-27 10:00:00+00', filter.projectId])).toString('base64url');
    expect(executionListStatements({ ...filter, page: 1000 }).estimate).toEqual(first);
    expect(executionListStatements({ ...filter, page: 0, cursor }).estimate).toEqual(first);
    expect(first.values).toEqual([filter.projectId, ['failed']]);
  });

  it('charts one row per day from one grouped query, zeros for empty days', async () => {
    const { project } = await seedInvoiceProject(server.app);
    await seedRows(project.id, 50);
    const em = server.app.orm.em.fork();
    const chart = await executionChart({ em, projectId: project.id, days: 7 });
    expect(chart).toHaveLength(7);
    expect(chart.reduce((sum, day) => sum + day.executions, 0)).toBe(50);
    expect(chart.every((day) => day.executions === day.successful + day.failed + day.pending + day.running)).toBe(true);
    expect(chart[0]).toMatchObject({ executions: 0, successful: 0 });
  });
});

describe('web database connections', () => {
  it('run without JIT and with a statement timeout', async () => {
    const em = server.app.orm.em.fork();
    const [settings] = await queryRows<{ jit: string; statement_timeout: string }>(
      em,
      `select current_setting('jit') as jit, current_setting('statement_timeout') as statement_timeout`,
      [],
    );
    expect(settings).toEqual({ jit: 'off', statement_timeout: '30s' });
  });

  it('keep a prepared statement answering after a column changed its type under it', async () => {
    const em = server.app.orm.em.fork();
    await queryRows(em, `create table prepared_probe (id int primary key, size varchar(10))`, []);
    await queryRows(em, `insert into prepared_probe values (1, '12')`, []);
    const probe = () => queryPrepared<{ size: unknown }>(em, 'select size from prepared_probe where id = $1', [1]);
    for (let run = 0; run < 3; run++) {
      expect(await probe()).toEqual([{ size: '12' }]);
    }
    await queryRows(em, 'alter table prepared_probe alter column size type int using size::int', []);
    for (let run = 0; run < 3; run++) {
      expect(await probe()).toEqual([{ size: 12 }]);
    }
  });

  it('cancel a running statement when the caller’s signal aborts', async () => {
    const em = server.app.orm.em.fork();
    const controller = new AbortController();
    const sleeping = queryRows(em, 'select pg_sleep(30)', [], controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expect(sleeping).rejects.toMatchObject({ code: '57014' });
  });
});
