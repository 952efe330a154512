import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { queryRows } from '../../src/db/sql.ts';
import { codeOldMessages } from '../../src/services/maintenance/code-old-messages.ts';
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
 * Rows whose message columns hold JSON that is not an array, as a hand edit, a restored dump of another
 * version or a hostile writer with database access leaves them (the columns are plain jsonb): one such row
 * must not take the whole team's list down. Written by SQL, as such rows would be.
 */
async function seedRows(projectId: string) {
  const em = server.app.orm.em.fork();
  await queryRows(
    em,
    `insert into executions (id, created_at, project_id, execution_type, processing_mode, processing_mode_fallback,
       reference, status, errors, warnings, error_details, warning_details, search_text)
     values
       (gen_random_uuid(), now() - interval '4 minutes', $1, 'api', 'balanced', false, 'good', 'success',
        '[]', '["Field \\"total\\" was not found in the document"]', '[]', null, 'good'),
       (gen_random_uuid(), now() - interval '3 minutes', $1, 'api', 'balanced', false, 'object-codes', 'failed',
        '["The model returned no JSON"]', '[]', '{"code": "x"}', '[]', 'object-codes'),
       (gen_random_uuid(), now() - interval '2 minutes', $1, 'api', 'balanced', false, 'string-warnings', 'success',
        '[]', '"see the log"', null, null, 'string-warnings'),
       (gen_random_uuid(), now() - interval '1 minute', $1, 'api', 'balanced', false, 'null-errors', 'failed',
        'null', '{}', '7', 'null', 'null-errors')`,
    [projectId],
  );
}

const list = (projectId: string, bearer: Record<string, string>, query: string) =>
  request(server.url).get(`/api/v1/projects/${projectId}/executions?${query}`).set(bearer);

describe('execution messages stored as JSON that is not an array', () => {
  it('leave the list, its search and its review filters answering for the whole team', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await seedRows(project.id);

    const all = await list(project.id, bearer, 'per_page=10');
    expect(all.status).toBe(200);
    const byReference = Object.fromEntries(
      all.body.data.map((row: { reference: string; errors: string[]; warnings: string[] }) => [
        row.reference,
        { errors: row.errors, warnings: row.warnings },
      ]),
    );
    expect(byReference).toEqual({
      good: { errors: [], warnings: ['Field "total" was not found in the document'] },
      // The codes cannot be read: the text is.
      'object-codes': { errors: ['The model returned no JSON'], warnings: [] },
      // Neither can be read: no message rather than no list.
      'string-warnings': { errors: [], warnings: [] },
      'null-errors': { errors: [], warnings: [] },
    });

    const searched = await list(project.id, bearer, 'search=string');
    expect(searched.status).toBe(200);
    expect(searched.body.data.map((row: { reference: string }) => row.reference)).toEqual(['string-warnings']);

    const needed = await list(project.id, bearer, 'review=needed');
    expect(needed.status).toBe(200);
    expect(needed.body.data.map((row: { reference: string }) => row.reference).sort()).toEqual([
      'good',
      'null-errors',
      'object-codes',
    ]);
    const none = await list(project.id, bearer, 'review=none');
    expect(none.status).toBe(200);
    expect(none.body.data.map((row: { reference: string }) => row.reference)).toEqual(['string-warnings']);

    for (const row of all.body.data as { id: string }[]) {
      await request(server.url).get(`/api/v1/projects/${project.id}/executions/${row.id}`).set(bearer).expect(200);
    }
  });

  it('leave the background coding of old messages converging instead of failing every pass', async () => {
    const { project } = await seedInvoiceProject(server.app);
    await seedRows(project.id);
    await codeOldMessages({ orm: server.app.orm });
    // A second pass finds nothing left: the rows it could not read are not taken up again and again.
    const again = await codeOldMessages({ orm: server.app.orm });
    expect(again.executions).toBe(0);
    const rows = await queryRows<{ reference: string; error_details: unknown; warning_details: unknown }>(
      server.app.orm.em.fork(),
      `select reference, error_details, warning_details from executions where project_id = $1 order by reference`,
      [project.id],
    );
    expect(rows).toEqual([
      {
        reference: 'good',
        error_details: [],
        warning_details: [{ code: 'warning.field_not_found', params: { path: 'total' } }],
      },
      { reference: 'null-errors', error_details: [], warning_details: [] },
      {
        reference: 'object-codes',
        error_details: [expect.objectContaining({ code: expect.any(String) })],
        warning_details: [],
      },
      { reference: 'string-warnings', error_details: [], warning_details: [] },
    ]);
  });
});
