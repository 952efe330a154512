import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { ProjectRevision } from '../../src/db/entities/project-revision.ts';
import { jobState, retryNow } from '../helpers/job-retries.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startSwitchableProxy } from '../helpers/switchable-proxy.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * A file storage that is away for a while (connections refused) does not fail the documents: the
 * extraction is handed back and its job retried with backoff, like a lost database. Only the job's
 * last attempt fails the execution, saying the storage could not be reached. The queue's backoff
 * (1 s doubling, five retries) is not waited for: each scheduled retry is brought forward.
 * The message is said in the reader's language, not as "an internal error".
 */

let peer: TS3Peer;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let server: TTestServer;

beforeAll(async () => {
  peer = await startS3Peer();
  proxy = await startSwitchableProxy(peer.url);
  server = await startTestServer({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: proxy.url.replace(/\/$/, ''),
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      S3_PREFIX: 'docstruct',
      S3_MAX_ATTEMPTS: '1',
    },
  });
});

afterAll(async () => {
  await server.stop();
  await proxy.close();
  await peer.close();
});

/** The store goes away: open connections are cut and new ones refused (its port closed). */
async function storeDown() {
  await proxy.close();
}

/** A pending execution of the invoice, its file in the store (put there directly), its job queued. */
async function queuedExtraction() {
  const { project, bearer } = await seedInvoiceProject(server.app);
  const em = server.app.orm.em.fork();
  const revision = await em.findOneOrFail(ProjectRevision, { project: project.id });
  const content = await fixture('invoice.txt');
  const storageKey = `projects/${project.id}/${crypto.randomUUID()}`;
  peer.buckets.get('docs')?.set(`docstruct/${storageKey}`, content);
  const document = em.create(Document, {
    project: project.id,
    fileName: 'invoice.txt',
    fileContentType: 'text/plain',
    sizeBytes: content.length,
    sha256: '0'.repeat(64),
    storageKey,
  });
  const execution = em.create(Execution, {
    project: project.id,
    projectRevision: revision,
    executionType: 'api',
    processingMode: 'balanced',
    status: 'pending',
    errors: [],
    warnings: [],
  });
  execution.documents.add(document);
  await em.flush();
  const jobId = await server.app.jobs.enqueue('extraction.run', { executionId: execution.id });
  return { projectId: project.id, bearer, executionId: execution.id, jobId };
}

const executionRow = (id: string) => server.app.orm.em.fork().findOneOrFail(Execution, { id });

/** Waits for the job's `count`-th failure, or for the execution to end (which the check then shows). */
async function failureOrEnd(executionId: string, jobId: string, count: number) {
  await waitFor(`failed attempt ${count} or the end`, async () => {
    const row = await executionRow(executionId);
    if (row.status === 'failed' || row.status === 'success') {
      return true;
    }
    return ((await jobState(server.app.orm, jobId))?.failCount ?? 0) >= count;
  });
  return executionRow(executionId);
}

describe('an extraction while the file storage is away', () => {
  it('is handed back and retried; once the store is back it succeeds', async () => {
    await storeDown();
    const { executionId, jobId } = await queuedExtraction();

    for (const attempt of [1, 2]) {
      const row = await failureOrEnd(executionId, jobId, attempt);
      expect(row.status).toBe('pending');
      expect(row.errors).toEqual([]);
      if (attempt < 2) {
        await retryNow(server.app.orm, jobId);
      }
    }

    await proxy.acceptNew();
    await retryNow(server.app.orm, jobId);
    const ended = await waitFor('the execution to end', async () => {
      const row = await executionRow(executionId);
      return row.status === 'failed' || row.status === 'success' ? row : null;
    });
    expect(ended.status).toBe('success');
    expect(ended.jsonResult).toMatchObject({ invoice_number: expect.any(String) });
  });

  it('fails saying the store is unreachable after the last attempt when it stays away', async () => {
    await storeDown();
    const { projectId, bearer, executionId, jobId } = await queuedExtraction();
    // Five retries: attempts 1 to 5 hand the execution back, the sixth fails it.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const row = await failureOrEnd(executionId, jobId, attempt);
      expect(row.status).toBe('pending');
      await retryNow(server.app.orm, jobId);
    }
    const ended = await waitFor('the execution to end', async () => {
      const row = await executionRow(executionId);
      return row.status === 'failed' || row.status === 'success' ? row : null;
    });
    expect(ended.status).toBe('failed');
    const answer = (language: string) =>
      request(server.url)
        .get(`/api/v1/projects/${projectId}/executions/${executionId}`)
        .set(bearer)
        .set('Accept-Language', language)
        .expect(200)
        .then((response) => response.body as { status: string; errors: string[]; error_details: { code: string }[] });
    const english = await answer('en');
    expect(english.error_details.map((line) => line.code)).toEqual(['error.storage_unreachable']);
    expect(english.errors).toEqual([
      'The document files could not be read: the file storage is not reachable right now. Run the extraction again later.',
    ]);
    expect((await answer('de')).errors).toEqual([
      'Die Dokumentdateien konnten nicht gelesen werden: Der Dateispeicher ist gerade nicht erreichbar. Führen Sie die Extraktion später erneut aus.',
    ]);
  });
});
