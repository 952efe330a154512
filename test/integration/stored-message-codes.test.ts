import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedExecution, seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

type TExecutionAnswer = { warnings: string[]; warning_details: { code: string; params: Record<string, unknown> }[] };

async function inGerman(projectId: string, executionId: string, headers: Record<string, string>) {
  const detail = await request(server.url)
    .get(`/api/v1/projects/${projectId}/executions/${executionId}`)
    .set(headers)
    .set('Accept-Language', 'de')
    .expect(200);
  return detail.body as TExecutionAnswer;
}

describe('warnings and errors are stored by code, not read back from their English text', () => {
  it('says a warning about a file whose name holds ": " and another template’s words in German', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    // The name reads like the start of another warning ("Attachment … could not be read: <reason>").
    const name = 'Attachment "x" could not be read: a.txt';
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [
        { name: 'invoice.txt', content: await fixture('invoice.txt') },
        { name, content: Buffer.from('   \n') },
      ],
      { wait_for_completion: 'true' },
    ).expect(200);
    const german = await inGerman(project.id, uploaded.body.execution.id, bearer);
    expect(german.warnings).toContain(`${name}: Die Datei enthält keinen Text`);
    expect(german.warning_details).toContainEqual({ code: 'warning.no_text', params: { file: name } });
  });

  it('keeps a stored warning’s German wording when its English template has changed since', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    // As if the English template had been reworded after the row was written: the text column
    // holds the old wording, which no template of today matches.
    await server.app.orm.em
      .fork()
      .getConnection()
      .execute(`update executions set warnings = ?::jsonb, warning_details = ?::jsonb where id = ?`, [
        JSON.stringify(['invoice.txt: The field "total" was nowhere in the document']),
        JSON.stringify([{ code: 'warning.field_not_found', params: { path: 'total', file: 'invoice.txt' } }]),
        execution.id,
      ]);
    const german = await inGerman(project.id, execution.id, bearer);
    expect(german.warnings).toEqual(['invoice.txt: Feld „total“ wurde im Dokument nicht gefunden']);
    const list = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    const row = (list.body.data as (TExecutionAnswer & { id: string })[]).find((item) => item.id === execution.id);
    expect(row?.warnings).toEqual(['invoice.txt: Feld „total“ wurde im Dokument nicht gefunden']);
  });
});
