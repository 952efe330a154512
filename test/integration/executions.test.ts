import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { runExtraction } from '../../src/services/executions/run-extraction.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_FILE_BYTES: String(512 * 1024), UPLOAD_MAX_FILES: '3' } });
});

afterAll(async () => {
  await server.stop();
});

const projectWithSchema = () => seedInvoiceProject(server.app);

const storedFiles = async (projectId: string) =>
  readdir(path.join(server.dataDir, 'files', 'projects', projectId)).catch(() => [] as string[]);

const finished = (id: string) =>
  waitFor('the execution to finish', async () => {
    const execution = await server.app.orm.em.fork().findOneOrFail(Execution, { id });
    return ['success', 'failed'].includes(execution.status) ? execution : null;
  });

describe('upload', () => {
  it('uploads by id with an API key and extracts the invoice PDF with the local extractor', async () => {
    const { project, bearer } = await projectWithSchema();
    const response = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.pdf', content: await fixture('invoice.pdf') }],
      {
        reference: 'PO-7',
        metadata: JSON.stringify({ customer: 42 }),
        wait_for_completion: 'true',
      },
    ).expect(200);
    expect(response.body.documents).toEqual([
      expect.objectContaining({
        file_name: 'invoice.pdf',
        file_content_type: 'application/pdf',
        project_id: project.id,
      }),
    ]);
    expect(response.body.documents[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body.execution).toMatchObject({ status: 'success', execution_type: 'api', reference: 'PO-7' });
    expect(response.body.execution.json_result).toEqual(INVOICE_FACTS);
    expect(response.body.execution.title).toContain('INV-2026-0042');
  });

  it('uploads by slug with a session, and reads the DOCX invoice the same way', async () => {
    const { project, cookie } = await projectWithSchema();
    const response = await upload(
      server.url,
      project.slug,
      cookie,
      [{ name: 'invoice.docx', content: await fixture('invoice.docx') }],
      {
        wait_for_completion: 'true',
      },
    ).expect(200);
    expect(response.body.execution).toMatchObject({ status: 'success', execution_type: 'web' });
    expect(response.body.execution.json_result).toEqual(INVOICE_FACTS);
    const later = await request(server.url)
      .get(`/api/v1/projects/${project.id}/upload/${response.body.execution.id}`)
      .set(cookie)
      .expect(200);
    expect(later.body.execution.id).toBe(response.body.execution.id);
    expect(later.body.documents[0].file_name).toBe('invoice.docx');
  });

  it('answers at once without waiting, and the job finishes later', async () => {
    const { project, bearer } = await projectWithSchema();
    const response = await upload(server.url, project.id, bearer, [
      { name: 'a.txt', content: await fixture('invoice.txt') },
    ]).expect(200);
    expect(['pending', 'running', 'success']).toContain(response.body.execution.status);
    expect((await finished(response.body.execution.id)).status).toBe('success');
  });

  it.each([
    [
      'a file over the size limit',
      413,
      'PAYLOAD_TOO_LARGE',
      () => [{ name: 'big.txt', content: Buffer.alloc(600 * 1024, 'a') }],
      {},
    ],
    [
      'an unsupported type',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      () => [
        { name: 'tool.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0xff, 0xff, 0, 0, 0xb8]) },
      ],
      {},
    ],
    [
      'too many files',
      400,
      'BAD_REQUEST',
      () => Array.from({ length: 4 }, (_, index) => ({ name: `f${index}.txt`, content: Buffer.from('Total: 1') })),
      {},
    ],
    ['no file at all', 400, 'BAD_REQUEST', () => [], { reference: 'only a field' }],
    [
      'metadata that is not JSON',
      400,
      'BAD_REQUEST',
      () => [{ name: 'a.txt', content: Buffer.from('Total: 1') }],
      { metadata: '{nope' },
    ],
    [
      'a negative timeout',
      400,
      'BAD_REQUEST',
      () => [{ name: 'a.txt', content: Buffer.from('Total: 1') }],
      { wait_for_completion_timeout: '-1' },
    ],
  ])('refuses %s and stores nothing', async (_what, status, code, files, fields) => {
    const { project, bearer } = await projectWithSchema();
    const response = await upload(server.url, project.id, bearer, files(), fields as Record<string, string>).expect(
      status,
    );
    expect(response.body.code).toBe(code);
    expect(response.body.message).toBeTruthy();
    expect(await server.app.orm.em.fork().count(Document, { project: project.id })).toBe(0);
    expect(await server.app.orm.em.fork().count(Execution, { project: project.id })).toBe(0);
    expect(await storedFiles(project.id)).toEqual([]);
  });

  it('refuses another team’s project as not found, by id and by slug', async () => {
    const mine = await projectWithSchema();
    const theirs = await projectWithSchema();
    await upload(server.url, theirs.project.id, mine.bearer, [{ name: 'a.txt', content: Buffer.from('x') }]).expect(
      404,
    );
    await upload(server.url, theirs.project.slug, mine.cookie, [{ name: 'a.txt', content: Buffer.from('x') }]).expect(
      404,
    );
    await upload(server.url, theirs.project.id, {}, [{ name: 'a.txt', content: Buffer.from('x') }]).expect(401);
    expect(await storedFiles(theirs.project.id)).toEqual([]);
  });
});

describe('executions', () => {
  it('lists newest first with search, status filter and paging; reads one with its documents', async () => {
    const { project, bearer } = await projectWithSchema();
    const first = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'alpha-invoice.txt', content: await fixture('invoice.txt') }],
      {
        reference: 'first-ref',
        wait_for_completion: 'true',
      },
    );
    const second = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'beta.txt', content: Buffer.from('nothing useful here') }],
      {
        wait_for_completion: 'true',
      },
    );
    expect(second.body.execution.status).toBe('failed');
    expect(second.body.execution.errors.join(' ')).toContain('invoice_number');

    const all = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?per_page=1`)
      .set(bearer)
      .expect(200);
    expect(all.body).toMatchObject({ count: 2, per_page: 1, total_pages: 2 });
    expect(all.body.data[0].id).toBe(second.body.execution.id);
    const byName = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=ALPHA`)
      .set(bearer)
      .expect(200);
    expect(byName.body.data.map((row: { id: string }) => row.id)).toEqual([first.body.execution.id]);
    const byReference = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?search=first-ref`)
      .set(bearer)
      .expect(200);
    expect(byReference.body.count).toBe(1);
    const failed = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?status=failed`)
      .set(bearer)
      .expect(200);
    expect(failed.body.data.map((row: { id: string }) => row.id)).toEqual([second.body.execution.id]);
    const both = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions?status=failed&status=success`)
      .set(bearer)
      .expect(200);
    expect(both.body.count).toBe(2);

    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${first.body.execution.id}`)
      .set(bearer)
      .expect(200);
    expect(detail.body).toMatchObject({ revision: 1, status: 'success' });
    expect(detail.body.documents).toHaveLength(1);
    const documents = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${first.body.execution.id}/documents`)
      .set(bearer)
      .expect(200);
    expect(documents.body[0].file_name).toBe('alpha-invoice.txt');
  });

  it('charts one row per day, empty days included', async () => {
    const { project, bearer } = await projectWithSchema();
    await upload(server.url, project.id, bearer, [{ name: 'a.txt', content: await fixture('invoice.txt') }], {
      wait_for_completion: 'true',
    });
    const chart = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/chart?range=7d`)
      .set(bearer)
      .expect(200);
    expect(chart.body).toHaveLength(7);
    expect(chart.body.at(-1)).toMatchObject({ executions: 1, successful: 1, failed: 0 });
    expect(chart.body[0]).toMatchObject({ executions: 0 });
    expect(chart.body[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions/chart?range=1y`).set(bearer).expect(400);
  });

  it('reruns on the same documents and the latest revision; the old execution stays', async () => {
    const { project, bearer, cookie } = await projectWithSchema();
    const original = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'a.txt', content: await fixture('invoice.txt') }],
      {
        wait_for_completion: 'true',
      },
    );
    await request(server.url)
      .post(`/api/v1/projects/${project.id}/revisions`)
      .set(cookie)
      .send({ output_schema: [{ name: 'invoice_number', type: 'string', required: true }] })
      .expect(200);
    const rerun = await request(server.url)
      .post(`/api/v1/projects/${project.id}/executions/${original.body.execution.id}/rerun`)
      .set(bearer)
      .expect(200);
    expect(rerun.body.id).not.toBe(original.body.execution.id);
    const done = await finished(rerun.body.id);
    expect(done.jsonResult).toEqual({ invoice_number: 'INV-2026-0042' });
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${rerun.body.id}`)
      .set(bearer)
      .expect(200);
    expect(detail.body.revision).toBe(2);
    expect(detail.body.documents[0].id).toBe(original.body.documents[0].id);
    await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${original.body.execution.id}`)
      .set(bearer)
      .expect(200);
  });

  it('lets admins delete; the documents go when no other execution uses them', async () => {
    const { project, bearer, cookie } = await projectWithSchema();
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'a.txt', content: await fixture('invoice.txt') }],
      {
        wait_for_completion: 'true',
      },
    );
    const executionId = uploaded.body.execution.id;
    await request(server.url)
      .delete(`/api/v1/projects/${project.id}/executions/${executionId}`)
      .set(bearer)
      .expect(403);
    await request(server.url)
      .delete(`/api/v1/projects/${project.id}/executions/${executionId}`)
      .set(cookie)
      .expect(200);
    await request(server.url).get(`/api/v1/projects/${project.id}/executions/${executionId}`).set(cookie).expect(404);
    expect(await server.app.orm.em.fork().count(Document, { project: project.id })).toBe(0);
    expect(await storedFiles(project.id)).toEqual([]);
  });

  it('downloads documents with safe headers, inline for PDF unless forced', async () => {
    const { project, bearer } = await projectWithSchema();
    const uploaded = await upload(server.url, project.id, bearer, [
      { name: 'Rechnung "März".pdf', content: await fixture('invoice.pdf') },
    ]).expect(200);
    const documentId = uploaded.body.documents[0].id;
    const inline = await request(server.url).get(`/api/v1/documents/${documentId}/download`).set(bearer).expect(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Rechnung _Ma_rz_.pdf"; filename*=UTF-8''Rechnung%20%22M%C3%A4rz%22.pdf`,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(inline.body as Buffer, await fixture('invoice.pdf'))).toBe(0);
    const forced = await request(server.url)
      .get(`/api/v1/documents/${documentId}/download?force_download=true`)
      .set(bearer)
      .expect(200);
    expect(forced.headers['content-disposition']).toMatch(/^attachment;/);
    const stranger = await projectWithSchema();
    await request(server.url).get(`/api/v1/documents/${documentId}/download`).set(stranger.bearer).expect(404);
  });

  it('produces one result when the job runs twice', async () => {
    const { project, bearer } = await projectWithSchema();
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'a.txt', content: await fixture('invoice.txt') }],
      {
        wait_for_completion: 'true',
      },
    );
    const id = uploaded.body.execution.id;
    const before = await server.app.orm.em.fork().findOneOrFail(Execution, { id });
    await runExtraction(
      {
        em: server.app.orm.em.fork(),
        config: server.app.config,
        storage: server.app.storage,
        transaction: server.app.jobs.transaction,
      },
      id,
    );
    const after = await server.app.orm.em.fork().findOneOrFail(Execution, { id });
    expect(after.completedAt?.getTime()).toBe(before.completedAt?.getTime());
    expect(after.jsonResult).toEqual(before.jsonResult);
  });
});
