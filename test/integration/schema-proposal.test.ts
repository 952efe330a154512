import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Project } from '../../src/db/entities/project.ts';
import { TeamEvent } from '../../src/db/entities/team-event.ts';
import { startLlmPeer, type TChatRequest } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedTeam, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;

const proposal = {
  input_description: 'Lieferantenrechnungen',
  properties: [
    {
      name: 'rechnungsnummer',
      type: 'string',
      description: 'Die Rechnungsnummer',
      required: true,
      format: null,
      properties: null,
      items: null,
    },
    {
      name: 'gesamtbetrag',
      type: 'number',
      description: 'Brutto',
      required: true,
      format: null,
      properties: null,
      items: null,
    },
    {
      name: 'positionen',
      type: 'array',
      description: 'Rechnungspositionen',
      required: false,
      format: null,
      properties: null,
      items: {
        type: 'object',
        properties: [{ name: 'beschreibung', type: 'string', description: '', required: false, format: null }],
      },
    },
  ],
};

beforeAll(async () => {
  peer = await startLlmPeer((_request: TChatRequest) => ({ content: proposal }));
  server = await startTestServer({
    env: { MODEL_ACCURATE: 'openai-compatible:proposer', OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

async function setup(mode: 'balanced' | 'accurate' = 'balanced') {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const project = await seedProject(server.app.orm, team.id);
  await server.app.orm.em.fork().nativeUpdate(Project, { id: project.id }, { processingMode: mode });
  return { project, cookie: { Cookie: await sessionCookie(server.app.auth, owner.id) } };
}

const names = (schema: { name: string }[]) => schema.map((property) => property.name);

describe('schema from a sample document', () => {
  it('proposes revision 1 offline from the labelled fields and the table of the sample', async () => {
    const { project, cookie } = await setup();
    const started = await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions/initial`)
      .set(cookie)
      .attach('document', await fixture('invoice.pdf'), 'invoice.pdf')
      .field('schema_language', 'en')
      .expect(200);
    expect(started.body.project.is_initial_upload_processing).toBe(true);
    await waitFor('the proposal', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id });
      return !row.isInitialUploadProcessing;
    });
    const revision = await request(server.url)
      .get(`/api/v1/projects/${project.id}/revisions/latest`)
      .set(cookie)
      .expect(200);
    expect(revision.body.revision).toBe(1);
    expect(revision.body.title_config).toEqual({ mode: 'automatic' });
    expect(revision.body.input_description).toContain('invoice.pdf');
    const schema = revision.body.output_schema as {
      name: string;
      type: string;
      format?: string;
      items?: { properties: { name: string; type: string }[] };
    }[];
    expect(names(schema)).toEqual(expect.arrayContaining(['invoice_number', 'date', 'supplier', 'total', 'items']));
    expect(schema.find((property) => property.name === 'date')).toMatchObject({ type: 'string', format: 'date' });
    expect(schema.find((property) => property.name === 'total')).toMatchObject({ type: 'number' });
    const items = schema.find((property) => property.name === 'items');
    expect(items?.items?.properties.map((property) => property.type)).toEqual(['string', 'number', 'number']);

    const again = await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions/initial`)
      .set(cookie)
      .attach('document', await fixture('invoice.pdf'), 'invoice.pdf')
      .expect(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it('takes one of several samples sent at once, and keeps no file of the refused ones', async () => {
    const { project, cookie } = await setup();
    const bytes = await fixture('invoice.txt');
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        request(server.url)
          .post(`/api/v1/projects/${project.id}/revisions/initial`)
          .set(cookie)
          .attach('document', bytes, `sample-${n}.txt`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const em = server.app.orm.em.fork();
    // The winner's document, its event and its job committed together; nothing of the others.
    expect(await em.count(Document, { project: project.id })).toBe(1);
    expect(await em.count(TeamEvent, { project: project.id, code: 'event.sample_uploaded' })).toBe(1);
    const stored = await readdir(path.join(server.dataDir, 'files', 'projects', project.id));
    expect(stored.filter((name) => !name.startsWith('.'))).toHaveLength(1);
    await waitFor('the proposal', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id });
      return !row.isInitialUploadProcessing && row.latestRevision !== null;
    });
  });

  it('asks the configured LLM with structured output and saves its proposal', async () => {
    const { project, cookie } = await setup('accurate');
    const before = peer.requests.length;
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions/initial`)
      .set(cookie)
      .attach('document', await fixture('invoice.txt'), 'rechnung.txt')
      .field('schema_language', 'de')
      .expect(200);
    await waitFor(
      'the proposal',
      async () =>
        !(await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id })).isInitialUploadProcessing,
    );
    const asked = peer.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(asked[0]?.messages)).toContain('German');
    const revision = await request(server.url)
      .get(`/api/v1/projects/${project.id}/revisions/latest`)
      .set(cookie)
      .expect(200);
    expect(revision.body).toMatchObject({
      revision: 1,
      input_description: 'Lieferantenrechnungen',
      input_language: 'de',
    });
    expect(revision.body.output_schema).toEqual([
      { name: 'rechnungsnummer', type: 'string', description: 'Die Rechnungsnummer', required: true },
      { name: 'gesamtbetrag', type: 'number', description: 'Brutto', required: true },
      {
        name: 'positionen',
        type: 'array',
        description: 'Rechnungspositionen',
        required: false,
        items: { type: 'object', properties: [{ name: 'beschreibung', type: 'string', required: false }] },
      },
    ]);
  });

  it('returns a proposal without saving, for the editor; without a document an empty one', async () => {
    const { project, cookie } = await setup();
    const proposed = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .attach('document', await fixture('invoice.docx'), 'invoice.docx')
      .field('schema_language', 'en')
      .expect(200);
    expect(names(proposed.body.output_schema)).toEqual(expect.arrayContaining(['invoice_number', 'total']));
    const empty = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .field('schema_language', 'en')
      .expect(200);
    expect(empty.body.output_schema).toEqual([]);
    expect(
      (await server.app.orm.em.fork().findOneOrFail(Project, { id: project.id })).latestRevision ?? null,
    ).toBeNull();
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .attach('document', Buffer.from([0x4d, 0x5a, 0, 1, 2, 3, 0xff]), 'tool.exe')
      .expect(415);
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .field('schema_language', 'eng')
      .expect(400);
  });
});
