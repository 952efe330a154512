import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { ProjectRevision } from '../../src/db/entities/project-revision.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unreachableBucketEnv, unusedPort } from '../helpers/unused-port.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * An extraction whose document the file storage cannot give (the bucket unreachable through the
 * S3 client's own retries) fails saying so, in the reader's language: not as "an internal error"
 * (its network error is not the database's either, so it is not handed back as a lost database).
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ...unreachableBucketEnv(await unusedPort()),
    },
  });
});

afterAll(async () => {
  await server.stop();
});

describe('an extraction while the file storage is unreachable', () => {
  it('fails saying the file storage could not be reached, in English and German', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const em = server.app.orm.em.fork();
    const revision = await em.findOneOrFail(ProjectRevision, { project: project.id });
    const document = em.create(Document, {
      project: project.id,
      fileName: 'invoice.txt',
      fileContentType: 'text/plain',
      sizeBytes: 13,
      sha256: '0'.repeat(64),
      storageKey: `projects/${project.id}/00000000-0000-4000-8000-000000000002`,
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
    await server.app.jobs.enqueue('extraction.run', { executionId: execution.id });

    await waitFor('the execution to end', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
      return row.status === 'failed' || row.status === 'success' ? row : null;
    });
    const answer = (language: string) =>
      request(server.url)
        .get(`/api/v1/projects/${project.id}/executions/${execution.id}`)
        .set(bearer)
        .set('Accept-Language', language)
        .expect(200)
        .then((response) => response.body as { status: string; errors: string[]; error_details: { code: string }[] });
    const english = await answer('en');
    expect(english.status).toBe('failed');
    expect(english.error_details.map((line) => line.code)).toEqual(['error.storage_unreachable']);
    expect(english.errors).toEqual([
      'The document files could not be read: the file storage is not reachable right now. Run the extraction again later.',
    ]);
    expect((await answer('de')).errors).toEqual([
      'Die Dokumentdateien konnten nicht gelesen werden: Der Dateispeicher ist gerade nicht erreichbar. Führen Sie die Extraktion später erneut aus.',
    ]);
  });
});
