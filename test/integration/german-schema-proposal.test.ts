import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Project } from '../../src/db/entities/project.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;
let modelPort: number;

beforeAll(async () => {
  // The accurate mode's model listens nowhere: its calls are refused.
  modelPort = await unusedPort();
  server = await startTestServer({
    env: {
      MODEL_ACCURATE: 'openai-compatible:proposer',
      OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      LLM_MAX_RETRIES: '0',
    },
  });
});

afterAll(async () => {
  await server.stop();
});

/** Uploads a sample for revision 1 and waits until the proposal has run; the team's events in `language`. */
async function proposeFrom(options: { mode: 'balanced' | 'accurate'; sample: Buffer; fileName: string }) {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const project = await seedProject(server.app.orm, team.id);
  await server.app.orm.em.fork().nativeUpdate(Project, { id: project.id }, { processingMode: options.mode });
  const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
  await request(server.url)
    .post(`/api/v1/projects/${project.id}/revisions/initial`)
    .set(cookie)
    .attach('document', options.sample, options.fileName)
    .expect(200);
  await waitFor(
    'the proposal',
    async () => !(await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id })).isInitialUploadProcessing,
  );
  return async (language: string) => {
    const events = await request(server.url)
      .get(`/api/v1/teams/${team.id}/events`)
      .set(cookie)
      .set('Accept-Language', language)
      .expect(200);
    return events.body.data as { title: string; description: string; event_type: string }[];
  };
}

describe('an offline schema proposal in German', () => {
  it('describes the documents and the fields in German when the schema language is German', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
    const sample = Buffer.from('Rechnung\nRechnungsnummer: R-2026-17\nGesamtbetrag: 119,00 EUR\n');
    const proposed = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .attach(
        'document',
        Buffer.from('Rechnung\nRechnungsnummer: R-2026-17\nGesamtbetrag: 119,00 EUR\n'),
        'rechnung.txt',
      )
      .field('schema_language', 'de')
      .expect(200);
    expect(proposed.body.input_description).toBe('Dokumente wie rechnung.txt („Rechnung“)');
    expect(proposed.body.output_schema.map((property: { description: string }) => property.description)).toEqual([
      'Im Dokument beschriftet als „Rechnungsnummer“',
      'Im Dokument beschriftet als „Gesamtbetrag“',
    ]);
    // Saved as revision 1, the German wording still leads the offline extractor to the values.
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions/initial`)
      .set(cookie)
      .attach('document', sample, 'rechnung.txt')
      .field('schema_language', 'de')
      .expect(200);
    await waitFor(
      'revision 1',
      async () => (await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id })).latestRevision !== null,
    );
    const extracted = await upload(server.url, project.id, cookie, [{ name: 'rechnung-2.txt', content: sample }], {
      wait_for_completion: 'true',
    }).expect(200);
    expect(extracted.body.execution).toMatchObject({
      status: 'success',
      json_result: { rechnungsnummer: 'R-2026-17', gesamtbetrag: 119 },
    });
  });
});

describe('a proposal for the editor that failed, in German', () => {
  async function adminOf(mode: 'balanced' | 'accurate') {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id);
    await server.app.orm.em.fork().nativeUpdate(Project, { id: project.id }, { processingMode: mode });
    return { project, cookie: { Cookie: await sessionCookie(server.app.auth, owner.id) } };
  }

  it('says that the sample is a damaged PDF, as a client error', async () => {
    const { project, cookie } = await adminOf('balanced');
    const refused = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .attach('document', Buffer.from('%PDF-1.7\nkaputt'), 'kaputt.pdf');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF',
    });
  });

  it('says that the model could not be reached, without the model server’s address (the operator’s)', async () => {
    const { project, cookie } = await adminOf('accurate');
    const failed = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .set('Accept-Language', 'de')
      .attach('document', await fixture('invoice.txt'), 'rechnung.txt');
    expect({ status: failed.status, message: failed.body.message, code: failed.body.code }).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Es konnte kein Schema vorgeschlagen werden: das Modell war nicht erreichbar: Verbindung abgelehnt (ECONNREFUSED)',
    });
  });
});

describe('a schema proposal that failed, in the German team events', () => {
  it('says in German that the model could not be reached, without the model server’s address', async () => {
    const events = await proposeFrom({
      mode: 'accurate',
      sample: await fixture('invoice.txt'),
      fileName: 'rechnung.txt',
    });
    const failed = (await events('de')).find((event) => event.event_type === 'error');
    expect(failed).toMatchObject({
      title:
        'Aus „rechnung.txt“ konnte kein Schema vorgeschlagen werden: das Modell war nicht erreichbar: Verbindung abgelehnt (ECONNREFUSED)',
      description: '',
    });
    expect((await events('en')).find((event) => event.event_type === 'error')?.title).toBe(
      'No schema could be proposed for the sample "rechnung.txt": the model could not be reached: Connection refused (ECONNREFUSED)',
    );
  });

  it('says in German why no text could be read in the sample', async () => {
    const events = await proposeFrom({ mode: 'balanced', sample: Buffer.from('   \n\n  \n'), fileName: 'leer.txt' });
    const failed = (await events('de')).find((event) => event.event_type === 'error');
    expect(failed).toMatchObject({
      title: 'Aus „leer.txt“ konnte kein Schema vorgeschlagen werden: Die Datei enthält keinen Text',
      description: '',
    });
  });
});
