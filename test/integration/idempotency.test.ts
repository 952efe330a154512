import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedApiKey, seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

const count = async (projectId: string) => ({
  executions: await server.app.orm.em.fork().count(Execution, { project: projectId }),
  documents: await server.app.orm.em.fork().count(Document, { project: projectId }),
});

describe('Idempotency-Key on uploads', () => {
  it('answers a retry with the first execution and stores nothing new', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const headers = { ...bearer, 'Idempotency-Key': 'order-4711-upload' };
    const first = await upload(server.url, project.id, headers, files, { reference: 'first' }).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await upload(server.url, project.id, headers, files, { reference: 'second' }).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.execution.id).toBe(first.body.execution.id);
    expect(again.body.execution.reference).toBe('first');
    expect(again.body.documents.map((document: { id: string }) => document.id)).toEqual(
      first.body.documents.map((document: { id: string }) => document.id),
    );
    expect(await count(project.id)).toEqual({ executions: 1, documents: 1 });
  });

  it('creates one execution for concurrent requests with one key', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const headers = { ...bearer, 'Idempotency-Key': 'concurrent-key' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(server.url, project.id, headers, files).expect(200)),
    );
    expect(new Set(answers.map((answer) => answer.body.execution.id)).size).toBe(1);
    expect(await count(project.id)).toEqual({ executions: 1, documents: 1 });
    // The losers' stored files were removed again.
    expect(await readdir(path.join(server.dataDir, 'files', 'projects', project.id))).toHaveLength(1);
  });

  it('keeps keys apart per caller, and without a key every upload is new', async () => {
    const { project, bearer, team, owner } = await seedInvoiceProject(server.app);
    const other = await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id });
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const mine = await upload(server.url, project.id, { ...bearer, 'Idempotency-Key': 'k1' }, files).expect(200);
    const theirs = await upload(
      server.url,
      project.id,
      { Authorization: `Bearer ${other.secret}`, 'Idempotency-Key': 'k1' },
      files,
    ).expect(200);
    expect(theirs.body.execution.id).not.toBe(mine.body.execution.id);
    await upload(server.url, project.id, bearer, files).expect(200);
    await upload(server.url, project.id, bearer, files).expect(200);
    expect((await count(project.id)).executions).toBe(4);
  });

  it('refuses a malformed key before storing anything, and documents the header', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const files = [{ name: 'invoice.txt', content: await fixture('invoice.txt') }];
    const refused = await upload(server.url, project.id, { ...bearer, 'Idempotency-Key': 'x'.repeat(256) }, files);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BAD_REQUEST');
    expect(await count(project.id)).toEqual({ executions: 0, documents: 0 });
    const document = await fetch(`${server.url}/api/v1/openapi.json`).then((response) => response.json());
    const parameters = document.paths['/projects/{projectId}/upload'].post.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
  });
});
