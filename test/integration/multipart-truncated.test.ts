import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import {
  isolatedDatabase,
  killAppProcesses,
  openTestOrm,
  startAppProcess,
  type TAppProcess,
} from '../helpers/app-process.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let app: TAppProcess & { dataDir: string };
let orm: MikroORM;
let auth: TAuth;

beforeAll(async () => {
  const database = await isolatedDatabase('multipart_truncated');
  app = await startAppProcess({ databaseUrl: database.url });
  ({ orm, auth } = await openTestOrm(database.url));
});

afterAll(async () => {
  killAppProcesses();
  await orm.close(true);
});

const storedFiles = async (projectId: string) =>
  readdir(path.join(app.dataDir, 'files', 'projects', projectId)).catch(() => [] as string[]);

/** A multipart body whose file part never ends: no closing boundary (a client that died mid-upload). */
const truncated = (field: string, fileName: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nInvoice number: INV-1`;

describe('a multipart body that breaks off inside a file', () => {
  it('is a 400 on every multipart route, and the server process stays up', async () => {
    const { project, bearer, cookie } = await seedInvoiceProject({ orm, auth });
    const cases = [
      { path: `/api/v1/projects/${project.id}/upload`, headers: bearer, field: 'documents' },
      { path: `/api/v1/projects/${project.id}/upload`, headers: bearer, field: 'not_a_document_field' },
      { path: `/api/v1/projects/${project.id}/schema/generate`, headers: cookie, field: 'document' },
      { path: `/api/v1/projects/${project.id}/schema/generate`, headers: cookie, field: 'other' },
    ];
    for (const { path, headers, field } of cases) {
      const answer = await request(app.url)
        .post(path)
        .set(headers)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send(truncated(field, 'invoice.txt'))
        .expect(400);
      expect(answer.body).toEqual({ message: 'The multipart body could not be read', code: 'BAD_REQUEST' });
    }
    // Nothing half-written: no document, no execution, no file (not even a temporary one).
    expect(await orm.em.fork().count(Document, { project: project.id })).toBe(0);
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(0);
    await waitFor('the broken file to be removed', async () => (await storedFiles(project.id)).length === 0);
    await request(app.url).get('/healthz').expect(200);
    expect(app.child.exitCode).toBeNull();
  });

  it('removes the files stored before the body broke off, not only the one it broke off in', async () => {
    const { project, bearer } = await seedInvoiceProject({ orm, auth });
    const complete =
      '--XYZ\r\nContent-Disposition: form-data; name="documents"; filename="first.txt"\r\nContent-Type: text/plain\r\n\r\n' +
      `Invoice number: INV-0\r\n${'Line item 1,00 EUR\r\n'.repeat(2000)}\r\n`;
    const answer = await request(app.url)
      .post(`/api/v1/projects/${project.id}/upload`)
      .set(bearer)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send(complete + truncated('documents', 'second.txt'))
      .expect(400);
    expect(answer.body).toEqual({ message: 'The multipart body could not be read', code: 'BAD_REQUEST' });
    expect(await orm.em.fork().count(Document, { project: project.id })).toBe(0);
    await waitFor('the first file to be removed too', async () => (await storedFiles(project.id)).length === 0);
  });

  it('closes and removes the file of an upload whose client went away mid-body', async () => {
    const { project, bearer } = await seedInvoiceProject({ orm, auth });
    const { port } = new URL(app.url);
    // Announces a megabyte, sends 70 KB of one file, then the connection drops.
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      `POST /api/v1/projects/${project.id}/upload HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${bearer.Authorization}`,
      'Content-Type: multipart/form-data; boundary=XYZ',
      'Content-Length: 1000000',
    ].join('\r\n');
    socket.write(`${head}\r\n\r\n${truncated('documents', 'invoice.txt')}${'x'.repeat(70_000)}`);
    await waitFor('the file to be started', async () => (await storedFiles(project.id)).length === 1);
    socket.destroy();
    await waitFor('the abandoned file to be removed', async () => (await storedFiles(project.id)).length === 0);
    expect(await orm.em.fork().count(Document, { project: project.id })).toBe(0);
    await request(app.url).get('/healthz').expect(200);
  });
});
