import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { codedMessage, englishOf, textMessage } from '../../src/i18n/message.ts';
import { recordTeamEvent } from '../../src/services/teams/team-events.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import {
  seedDelivery,
  seedExecution,
  seedInvoiceProject,
  seedOutput,
  seedTeam,
  seedUser,
  sessionCookie,
} from '../helpers/world.ts';

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

  it('keeps why a delivery failed in German when the English wording has changed since', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const output = await seedOutput(server.app.orm, project.id);
    const execution = await seedExecution(server.app.orm, project.id);
    const delivery = await seedDelivery(server.app.orm, output.id, execution.id);
    await server.app.orm.em
      .fork()
      .getConnection()
      .execute(`update deliveries set error = ?, error_detail = ?::jsonb where id = ?`, [
        'The receiving end said 503',
        JSON.stringify({ code: 'delivery.status', params: { status: 503 } }),
        delivery.id,
      ]);
    const deliveries = await request(server.url)
      .get(`/api/v1/projects/${project.id}/outputs/${output.id}/deliveries`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(deliveries.body).toMatchObject([
      { error: 'Der Empfänger antwortete 503', error_detail: { code: 'delivery.status', params: { status: '503' } } },
    ]);
  });

  it('says a team event’s description in German from its code, a blocked host named with ": " included', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    // The host reads like the end of the message ("…: <detail>") and like another template.
    const host = 'ftp.example: The receiver answered 410 Gone';
    await recordTeamEvent(server.app.orm.em.fork(), {
      teamId: team.id,
      actor: null,
      type: 'error',
      code: 'event.delivery_failed',
      params: { name: 'Archiv' },
      detail: codedMessage('delivery.ftp_failed', { detail: codedMessage('delivery.blocked_target', { host }) }),
    });
    // A later English wording of the same failure: the stored code still decides.
    await server.app.orm.em
      .fork()
      .getConnection()
      .execute(`update team_events set description = 'The upload to Archiv broke' where team_id = ?`, [team.id]);
    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    const failed = (events.body.data as { title: string; description: string }[]).find((event) =>
      event.title.startsWith('Zustellung an'),
    );
    expect(failed?.description).toBe(
      `FTP-Upload fehlgeschlagen: Das Ziel ${host} ist eine private, Loopback- oder Link-Local-Adresse; Ausgaben dürfen es nicht erreichen`,
    );
  });
});

describe('a nested reason', () => {
  it('reaches REST as English text (its documented shape) and the web UI’s tRPC call as a message of its own', async () => {
    const { project, bearer, cookie } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const warning = codedMessage('warning.page_unreadable', {
      number: 2,
      reason: textMessage('Field "total" was not found in the document'),
    });
    await server.app.orm.em
      .fork()
      .getConnection()
      .execute(`update executions set warnings = ?::jsonb, warning_details = ?::jsonb where id = ?`, [
        JSON.stringify([englishOf(warning)]),
        JSON.stringify([warning]),
        execution.id,
      ]);
    const rest = await inGerman(project.id, execution.id, bearer);
    expect(rest.warning_details).toEqual([
      {
        code: 'warning.page_unreadable',
        params: { number: '2', reason: 'Field "total" was not found in the document' },
      },
    ]);
    expect(rest.warnings).toEqual([
      'Seite 2 konnte nicht gelesen werden (Field "total" was not found in the document)',
    ]);

    const input = encodeURIComponent(JSON.stringify({ projectId: project.id, executionId: execution.id }));
    const ui = await request(server.url).get(`/trpc/projects.getExecution?input=${input}`).set(cookie).expect(200);
    expect(ui.body.result.data.warning_details).toEqual([warning]);
  });
});

describe('a row written before message codes', () => {
  it('is coded by the background job the worker runs', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const connection = server.app.orm.em.fork().getConnection();
    // As a server of the version before codes wrote it: English text only.
    await connection.execute(
      `update executions set warnings = ?::jsonb, warning_details = null, error_details = null where id = ?`,
      [JSON.stringify(['Field "total" was not found in the document']), execution.id],
    );
    // As in a database upgraded from that version: the backfill is not finished (this test server's
    // own start found nothing to code and wrote the marker).
    await connection.execute(`delete from maintenance_markers where name = 'code-old-messages'`);
    await server.app.jobs.enqueue('maintenance.code-old-messages', {});
    await waitFor(
      'the old row to be coded',
      async () => {
        const [row] = await connection.execute<{ warning_details: unknown }[]>(
          'select warning_details from executions where id = ?',
          [execution.id],
        );
        return row?.warning_details !== null;
      },
      { timeoutMs: 30_000 },
    );
    const [row] = await connection.execute<{ warning_details: unknown; error_details: unknown }[]>(
      'select warning_details, error_details from executions where id = ?',
      [execution.id],
    );
    expect(row).toEqual({
      warning_details: [{ code: 'warning.field_not_found', params: { path: 'total' } }],
      error_details: [],
    });
  });
});

describe('an execution a new node created and an old node finished (a rolling upgrade)', () => {
  it('is said in German on REST and in the web UI after the next pass, and a row coded by a new node stays as coded', async () => {
    const { project, bearer, cookie } = await seedInvoiceProject(server.app);
    const connection = server.app.orm.em.fork().getConnection();
    const execution = await seedExecution(server.app.orm, project.id);
    // Created (and claimed) by a new node: no messages yet, coded as none.
    await connection.execute(
      `update executions set status = 'running', errors = '[]', warnings = '[]', error_details = '[]',
         warning_details = '[]' where id = ?`,
      [execution.id],
    );
    // Finished by an old node, which knows only the English columns.
    await connection.execute(
      `update executions set status = 'failed', errors = ?::jsonb, warnings = ?::jsonb where id = ?`,
      [
        JSON.stringify(['No text could be read from the documents.']),
        JSON.stringify(['Field "total" was not found in the document']),
        execution.id,
      ],
    );
    // Beside it, a row a new node finished whose English wording has changed since: its codes decide.
    const coded = await seedExecution(server.app.orm, project.id);
    await connection.execute(
      `update executions set warnings = ?::jsonb, warning_details = ?::jsonb, error_details = '[]'
       where id = ?`,
      [
        JSON.stringify(['invoice.txt: The field "total" was nowhere in the document']),
        JSON.stringify([{ code: 'warning.field_not_found', params: { path: 'total', file: 'invoice.txt' } }]),
        coded.id,
      ],
    );
    // Before any pass (the backfill of this server is finished): read back from the English text, on
    // the detail and in the list, as the codes `[]` are not of its one error.
    expect((await inGerman(project.id, execution.id, bearer)).warnings).toEqual([
      'Feld „total“ wurde im Dokument nicht gefunden',
    ]);
    const list = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(
      (list.body.data as { id: string; errors: string[] }[]).find((row) => row.id === execution.id)?.errors,
    ).toEqual(['Aus den Dokumenten konnte kein Text gelesen werden.']);
    await connection.execute(`delete from maintenance_markers where name = 'code-old-messages'`);
    await server.app.jobs.enqueue('maintenance.code-old-messages', {});
    await waitFor(
      'the next pass to code the row',
      async () => {
        const [row] = await connection.execute<{ count: number }[]>(
          'select jsonb_array_length(error_details) as count from executions where id = ?',
          [execution.id],
        );
        return row?.count === 1;
      },
      { timeoutMs: 30_000 },
    );
    const german = (
      await request(server.url)
        .get(`/api/v1/projects/${project.id}/executions/${execution.id}`)
        .set(bearer)
        .set('Accept-Language', 'de')
        .expect(200)
    ).body as TExecutionAnswer & { errors: string[] };
    expect(german.errors).toEqual(['Aus den Dokumenten konnte kein Text gelesen werden.']);
    expect(german.warnings).toEqual(['Feld „total“ wurde im Dokument nicht gefunden']);
    const input = encodeURIComponent(JSON.stringify({ projectId: project.id, executionId: execution.id }));
    const ui = await request(server.url).get(`/trpc/projects.getExecution?input=${input}`).set(cookie).expect(200);
    expect(ui.body.result.data.error_details).toEqual([{ code: 'error.no_text', params: {} }]);
    expect(ui.body.result.data.warning_details).toEqual([
      { code: 'warning.field_not_found', params: { path: 'total' } },
    ]);
    expect((await inGerman(project.id, coded.id, bearer)).warnings).toEqual([
      'invoice.txt: Feld „total“ wurde im Dokument nicht gefunden',
    ]);
  });
});

describe('a changed role in the team events', () => {
  it('names both roles in the reader’s language', async () => {
    const owner = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: member.id, role: 'member' },
    ]);
    const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
    await request(server.url)
      .patch(`/api/v1/teams/${team.id}/members/${member.id}`)
      .set(cookie)
      .send({ role: 'admin' })
      .expect(200);
    const descriptionIn = async (language: string) => {
      const answer = await request(server.url)
        .get(`/api/v1/teams/${team.id}/events`)
        .set(cookie)
        .set('Accept-Language', language)
        .expect(200);
      const events = answer.body.data as { message: { code: string } | null; description: string }[];
      return events.find((event) => event.message?.code === 'event.member_role_changed')?.description;
    };
    expect(await descriptionIn('en')).toBe('member → admin');
    expect(await descriptionIn('de')).toBe('Mitglied → Admin');
  });
});
