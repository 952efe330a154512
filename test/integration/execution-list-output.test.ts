import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { queryRows } from '../../src/db/sql.ts';
import { paged } from '../../src/routers/paging.ts';
import { revisionSchemas, toExecutionListRow } from '../../src/routers/projects/execution-list-rows.ts';
import { ZExecutionListRow, ZListExecutionsOutput } from '../../src/routers/projects/list-executions.types.ts';
import { findExecutions } from '../../src/services/executions/find-executions.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

/** Results that JSON and jsonb treat differently: nesting, unicode, escapes, numbers, key order. */
const RESULTS: (object | null)[] = [
  {
    items: [{ price: 1.5, quantity: 2, description: 'Schrauben „M4“ ✓ 😀' }],
    total: 3,
    supplier: 'Müller & Söhne\u2028GmbH',
    invoice_number: 'INV-"1"\\n\n\t\u0001',
    date: '2026-11-27',
  },
  {
    total: 1.5e3,
    invoice_number: 'no schema order needed',
    extra: { b: [null, true, { z: 1, a: 2 }], '10': 'x', '9': 'y' },
  },
  null,
  { invoice_number: 'partial' },
  { price: 12.5, big: 12345678901234567000, tiny: 1e-7, negative: -0.25, empty: {}, list: [] },
];

/** One execution per result, the first three with the project's revision (its schema orders keys). */
async function seedVariedRows(projectId: string) {
  const em = server.app.orm.em.fork();
  await queryRows(
    em,
    `insert into executions (id, created_at, project_id, project_revision_id, execution_type, processing_mode,
       processing_mode_fallback, reference, title, json_result, status, errors, warnings, search_text,
       reviewed_result, reviewed_at)
     select gen_random_uuid(), now() - make_interval(mins => r.i::int), $1,
       case when r.i < 3 then (select id from project_revisions where project_id = $1 order by revision desc limit 1) end,
       'api', 'balanced', false, case when r.i = 1 then null else 'réf-' || r.i end, 'Rechnung „' || r.i || '“',
       r.result, case when r.result is null then 'failed' else 'success' end,
       case when r.result is null then '["The model did not answer"]'::jsonb else '[]'::jsonb end,
       case when r.i = 3 then '["Field \\"total\\" was not found in the document", "a: b"]'::jsonb else '[]'::jsonb end,
       'x', case when r.i = 0 then '{"total": 4}'::jsonb end, case when r.i = 0 then now() end
     from jsonb_array_elements($2::jsonb) with ordinality as given(value, n),
       lateral (select given.n - 1, nullif(given.value, 'null'::jsonb)) as r(i, result)`,
    [projectId, JSON.stringify(RESULTS)],
  );
}

/**
 * The reference: zod's own full parse (`schema.parse`, which copies and strips) of what the list
 * procedure builds before its output validation, built here from the same services. Both doors
 * answer conforming output without zod's copy (sync-parse.ts); this pins that doing so changes
 * nothing.
 */
async function zodParsedPage(projectId: string, perPage: number) {
  const em = server.app.orm.em.fork();
  const result = await findExecutions(em, { projectId, page: 0, perPage });
  const schemas = await revisionSchemas(em, result.rows);
  const data = result.rows.map((row) =>
    toExecutionListRow(row, 'en', row.project_revision_id ? schemas.get(row.project_revision_id) : undefined),
  );
  const built = {
    ...paged(data, result.count, 0, perPage),
    count_exact: result.countExact,
    next_cursor: result.nextCursor,
  };
  return JSON.stringify(ZListExecutionsOutput.parse(structuredClone(built)));
}

describe('execution list output', () => {
  it('answers both doors exactly as zod’s full parse of what the procedure builds', async () => {
    const { project, bearer, cookie } = await seedInvoiceProject(server.app);
    await seedVariedRows(project.id);
    const rest = await request(server.url).get(`/api/v1/projects/${project.id}/executions?per_page=10`).set(bearer);
    expect(rest.status).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ projectId: project.id, per_page: 10 }));
    const trpc = await request(server.url).get(`/trpc/projects.listExecutions?input=${input}`).set(cookie);
    expect(trpc.status).toBe(200);
    const reference = await zodParsedPage(project.id, 10);
    expect(rest.text).toBe(reference);
    expect(JSON.stringify(JSON.parse(trpc.text).result.data)).toBe(reference);
    const rows = rest.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(RESULTS.length);
    // Schema order for rows with the revision, the stored order (jsonb's) for the others.
    expect(Object.keys(rows[0]?.json_result as object)).toEqual([
      'invoice_number',
      'date',
      'supplier',
      'total',
      'items',
    ]);
    expect(rows[0]?.json_result).toEqual(RESULTS[0]);
    expect(rows[2]).toMatchObject({ json_result: null, status: 'failed', errors: ['The model did not answer'] });
    expect(rows[3]).toMatchObject({
      json_result: { invoice_number: 'partial' },
      warning_details: [
        { code: 'warning.field_not_found', params: { path: 'total' } },
        { code: 'text', params: { text: 'a: b' } },
      ],
    });
  });

  it('answers each row with exactly the contract’s keys, in its order (no cursor or count columns)', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedVariedRows(project.id);
    const rest = await request(server.url).get(`/api/v1/projects/${project.id}/executions?per_page=2`).set(bearer);
    expect(Object.keys(rest.body)).toEqual([
      'data',
      'count',
      'page',
      'per_page',
      'total_pages',
      'count_exact',
      'next_cursor',
    ]);
    for (const row of rest.body.data) {
      expect(Object.keys(row)).toEqual(Object.keys(ZExecutionListRow.shape));
    }
  });
});
