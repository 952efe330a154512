import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedExecution, seedInvoiceProject, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true' } });
});

afterAll(async () => {
  await server.stop();
});

describe('query values sent as the text null (spec §7)', () => {
  it('reads null as absent on executions, chart and events', async () => {
    const { project, team, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const list = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?page=null&per_page=null&search=null&status=null`)
      .set(bearer)
      .expect(200);
    expect(list.body).toMatchObject({ page: 0, per_page: 20, count: 1 });
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([execution.id]);

    const chart = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/chart?range=null`)
      .set(bearer)
      .expect(200);
    // The default range (30 days) is one row per day.
    expect(chart.body).toHaveLength(30);

    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events?page=null&per_page=null`)
      .set(bearer)
      .expect(200);
    expect(events.body).toMatchObject({ page: 0, per_page: 20 });
  });

  it('reads null as absent whatever the letter case of /api/v1, as express routes it', async () => {
    const { project, team, bearer } = await seedInvoiceProject(server.app);
    const list = await request(server.url)
      .get(`/API/v1/projects/${project.id}/executions?page=null&per_page=null`)
      .set(bearer)
      .expect(200);
    expect(list.body).toMatchObject({ page: 0, per_page: 20 });
    await request(server.url).get(`/Api/V1/teams/${team.id}/events?page=null`).set(bearer).expect(200);
  });

  it('keeps the other values of a list: a real status next to a null search still filters', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const succeeded = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=null&status=success`)
      .set(bearer)
      .expect(200);
    expect(succeeded.body.data.map((row: { id: string }) => row.id)).toEqual([execution.id]);
    const failed = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=null&status=failed`)
      .set(bearer)
      .expect(200);
    expect(failed.body.count).toBe(0);
  });

  it('reads null as absent on the admin user list and the cost chart', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const cookie = { Cookie: await sessionCookie(server.app.auth, admin.id) };
    const users = await request(server.url)
      .get('/api/v1/admin/users?page=null&per_page=null&search=null')
      .set(cookie)
      .expect(200);
    expect(users.body).toMatchObject({ page: 0, per_page: 20 });
    await request(server.url)
      .get('/api/v1/admin/costs/chart/all?range=null&from=null&to=null&team_id=null')
      .set(cookie)
      .expect(200);
  });

  it('filters executions by a date range (from inclusive, to exclusive), null meaning open', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const em = server.app.orm.em.fork();
    const at = (iso: string) =>
      em.create(Execution, {
        project: project.id,
        executionType: 'api',
        processingMode: 'balanced',
        status: 'success',
        errors: [],
        warnings: [],
        createdAt: new Date(iso),
      });
    const early = at('2026-03-01T10:00:00Z');
    const middle = at('2026-03-02T00:00:00Z');
    at('2026-03-03T00:00:00Z');
    await em.flush();
    const ids = async (query: string) =>
      (
        await request(server.url).get(`/api/v1/projects/${project.id}/executions?${query}`).set(bearer).expect(200)
      ).body.data.map((row: { id: string }) => row.id);
    const range = `from=${encodeURIComponent('2026-03-01T00:00:00Z')}&to=${encodeURIComponent('2026-03-03T00:00:00Z')}`;
    expect(await ids(range)).toEqual([middle.id, early.id]);
    expect(await ids(`from=null&to=${encodeURIComponent('2026-03-02T00:00:00+00:00')}`)).toEqual([early.id]);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions?from=yesterday`).set(bearer).expect(400);
  });

  it('still refuses a value that is invalid rather than null', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions?page=nil`).set(bearer).expect(400);
  });
});

describe('results in schema order', () => {
  // jsonb would give date, items, total, supplier, invoice_number (shortest key first).
  const SCHEMA_ORDER = ['invoice_number', 'date', 'supplier', 'total', 'items'];
  const ITEM_ORDER = ['description', 'quantity', 'price'];
  const expectSchemaOrder = (result: Record<string, unknown>) => {
    expect(Object.keys(result)).toEqual(SCHEMA_ORDER);
    for (const item of result.items as Record<string, unknown>[]) {
      expect(Object.keys(item)).toEqual(ITEM_ORDER);
    }
  };

  it('keeps the schema order in the upload answer, the detail, the list and the webhook', async () => {
    const receiver = await startHttpReceiver();
    const { project, bearer, cookie } = await seedInvoiceProject(server.app);
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'Hook', trigger_events: ['success'], config: { type: 'webhook', url: receiver.url } })
      .expect(200);
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.pdf', content: await fixture('invoice.pdf') }],
      { wait_for_completion: 'true' },
    ).expect(200);
    expect(uploaded.body.execution.status).toBe('success');
    expectSchemaOrder(uploaded.body.execution.json_result);

    const id = uploaded.body.execution.id;
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${id}`)
      .set(bearer)
      .expect(200);
    expectSchemaOrder(detail.body.json_result);
    const list = await request(server.url).get(`/api/v1/projects/${project.id}/executions`).set(bearer).expect(200);
    expectSchemaOrder(list.body.data[0].json_result);
    // The list says how many files each row has, so the UI needs no call per row.
    expect(list.body.data[0].document_count).toBe(1);

    await waitFor('the webhook', () => receiver.received.length === 1, { timeoutMs: 20_000 });
    expectSchemaOrder(JSON.parse(receiver.received[0]?.body ?? '{}').data.execution.json_result);
    await receiver.close();
  });
});

describe('Accept-Language on REST', () => {
  const seedFailedExecution = async (projectId: string) => {
    const em = server.app.orm.em.fork();
    const execution = em.create(Execution, {
      project: projectId,
      executionType: 'api',
      processingMode: 'balanced',
      status: 'failed',
      jsonResult: null,
      errors: ['The extraction failed because of an internal error. Try again later.'],
      warnings: ['invoice.pdf: Field "total" was not found in the document', 'A provider note nobody coded'],
    });
    await em.flush();
    return execution;
  };

  it('answers execution warnings and errors in German, with their codes, and in English without the header', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const execution = await seedFailedExecution(project.id);
    const path = `/api/v1/projects/${project.id}/executions/${execution.id}`;
    const german = await request(server.url).get(path).set(bearer).set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    expect(german.body.warnings).toEqual([
      'invoice.pdf: Feld „total“ wurde im Dokument nicht gefunden',
      'A provider note nobody coded',
    ]);
    expect(german.body.errors).toEqual([
      'Die Extraktion ist wegen eines internen Fehlers fehlgeschlagen. Versuchen Sie es später erneut.',
    ]);
    expect(german.body.warning_details[0]).toEqual({
      code: 'warning.field_not_found',
      params: { path: 'total', file: 'invoice.pdf' },
    });
    const english = await request(server.url).get(path).set(bearer).expect(200);
    expect(english.body.warnings[0]).toBe('invoice.pdf: Field "total" was not found in the document');
    const list = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(list.body.data[0].errors[0]).toMatch(/^Die Extraktion/);
    // List rows (straight from SQL) and the detail (an entity) go through one renderer: the same messages.
    const messagesOf = (row: Record<string, unknown>) => ({
      errors: row.errors,
      warnings: row.warnings,
      error_details: row.error_details,
      warning_details: row.warning_details,
    });
    expect(messagesOf(list.body.data[0])).toEqual(messagesOf(german.body));
  });

  it('answers team event titles in the requested language, old rows as stored', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    await request(server.url).patch(`/api/v1/teams/${team.id}`).set(cookie).send({ name: 'Neuer Name' }).expect(200);
    const em = server.app.orm.em.fork();
    em.create(TeamEvent, { team: team.id, title: 'Something from before codes', eventType: 'info' });
    await em.flush();
    const german = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(200);
    const titles = german.body.data.map((event: { title: string }) => event.title);
    expect(titles).toContain('Something from before codes');
    expect(titles).toContain(`Team von „${team.name}“ in „Neuer Name“ umbenannt`);
    const renamed = german.body.data.find((event: { message: { code: string } | null }) => event.message);
    expect(renamed.message).toEqual({ code: 'event.team_renamed', params: { before: team.name, after: 'Neuer Name' } });
    const english = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', 'fr, en;q=0.5')
      .expect(200);
    expect(english.body.data.map((event: { title: string }) => event.title)).toContain(
      `Team "${team.name}" renamed to "Neuer Name"`,
    );
  });

  it('gives validation and error messages in German', async () => {
    const { team, cookie } = await seedInvoiceProject(server.app);
    const invalid = await request(server.url)
      .patch(`/api/v1/teams/${team.id}`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .send({ name: 'x' })
      .expect(400);
    expect(invalid.body.message).toBe('Die Eingabe ist ungültig.');
    expect(invalid.body.issues[0]).toEqual({ path: ['name'], message: expect.stringMatching(/^Zu klein/) });
    const missing = await request(server.url)
      .get(`/api/v1/teams/${randomUUID()}/events`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .expect(404);
    expect(missing.body).toEqual({
      code: 'NOT_FOUND',
      message: 'Dieser Eintrag existiert nicht, oder Sie haben keinen Zugriff darauf.',
    });
    const english = await request(server.url).get(`/api/v1/teams/${randomUUID()}/events`).set(cookie).expect(404);
    expect(english.body.message).toBe('Team not found');
  });

  it('answers the multipart upload route in German too', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/upload`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .field('reference', 'no files')
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Die Anfrage war ungültig.' });
  });

  it('names the rule a 409 broke: the only owner cannot leave', async () => {
    const { owner, team, cookie } = await seedInvoiceProject(server.app);
    const path = `/api/v1/teams/${team.id}/members/${owner.id}`;
    const german = await request(server.url).delete(path).set(cookie).set('Accept-Language', 'de').expect(409);
    expect(german.body).toEqual({
      code: 'CONFLICT',
      message: 'Ein Team braucht mindestens einen Inhaber: machen Sie zuerst jemand anderen zum Inhaber.',
    });
    const english = await request(server.url).delete(path).set(cookie).expect(409);
    expect(english.body.message).toBe('A team needs at least one owner: make someone else an owner first');
  });
});

describe('document preview', () => {
  it('shows a text or HTML document inline as plain text in a sandbox, and downloads it when forced', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const uploaded = await upload(server.url, project.id, bearer, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
      { name: 'invoice.html', content: await fixture('invoice.html') },
    ]).expect(200);
    for (const document of uploaded.body.documents as { id: string; file_content_type: string }[]) {
      const path = `/api/v1/documents/${document.id}/download`;
      const preview = await request(server.url).get(path).set(bearer).expect(200);
      expect(preview.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(preview.headers['content-disposition']).toMatch(/^inline;/);
      expect(preview.headers['content-security-policy']).toContain('sandbox');
      const forced = await request(server.url).get(`${path}?force_download=true`).set(bearer).expect(200);
      expect(forced.headers['content-disposition']).toMatch(/^attachment;/);
      expect(forced.headers['content-type']).toContain(document.file_content_type);
    }
  });
});

describe('the admin execution view', () => {
  it("gives a site admin any team's execution and a user's latest ones; others get 404", async () => {
    const { owner, team, project, cookie } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const em = server.app.orm.em.fork();
    const mine = em.create(Execution, {
      project: project.id,
      createdByUser: owner.id,
      executionType: 'web',
      processingMode: 'balanced',
      status: 'success',
      errors: [],
      warnings: [],
    });
    await em.flush();
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const adminCookie = { Cookie: await sessionCookie(server.app.auth, admin.id) };
    const seen = await request(server.url).get(`/api/v1/admin/executions/${execution.id}`).set(adminCookie).expect(200);
    expect(seen.body).toMatchObject({
      id: execution.id,
      team: { id: team.id, name: team.name },
      project: { id: project.id, name: project.name },
    });
    const latest = await request(server.url)
      .get(`/api/v1/admin/users/${owner.id}/executions`)
      .set(adminCookie)
      .expect(200);
    expect(latest.body.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    await request(server.url).get(`/api/v1/admin/executions/${execution.id}`).set(cookie).expect(404);
    await request(server.url).get(`/api/v1/admin/users/${owner.id}/executions`).set(cookie).expect(404);
  });
});
