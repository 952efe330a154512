import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

const storedFiles = async (projectId: string) =>
  readdir(path.join(server.dataDir, 'files', 'projects', projectId)).catch(() => [] as string[]);

describe('a 0-byte file', () => {
  it('is refused as empty (not as an unsupported type), in English and German, and nothing is stored', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const empty = [{ name: 'invoice.pdf', content: Buffer.alloc(0) }];
    const english = await upload(server.url, project.id, bearer, empty).expect(400);
    expect(english.body).toEqual({
      message: '"invoice.pdf" is empty (0 bytes)',
      code: 'BAD_REQUEST',
      issues: [{ path: ['documents'], message: '"invoice.pdf" is empty (0 bytes)' }],
    });
    const german = await upload(server.url, project.id, { ...bearer, 'Accept-Language': 'de' }, empty).expect(400);
    expect(german.body.message).toBe('Die Datei ist leer (0 Byte).');
    // Beside a good file too: the whole upload is refused.
    await upload(server.url, project.id, bearer, [
      { name: 'good.txt', content: await fixture('invoice.txt') },
      ...empty,
    ]).expect(400);
    expect(await server.app.orm.em.fork().count(Document, { project: project.id })).toBe(0);
    expect(await server.app.orm.em.fork().count(Execution, { project: project.id })).toBe(0);
    expect(await storedFiles(project.id)).toEqual([]);
  });

  it('is refused as empty as a sample for schema generation', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const answer = await request(server.url)
      .post(`/api/v1/projects/${project.id}/schema/generate`)
      .set(cookie)
      .attach('document', Buffer.alloc(0), 'sample.docx')
      .expect(400);
    expect(answer.body).toMatchObject({ message: '"sample.docx" is empty (0 bytes)', code: 'BAD_REQUEST' });
  });
});
