import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { Output } from '../../src/db/entities/output.ts';
import { renderMessage } from '../../src/i18n/render.ts';
import { attemptDelivery } from '../../src/services/outputs/deliveries.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unreachableBucketEnv, unusedPort } from '../helpers/unused-port.ts';
import { seedExecution, seedInvoiceProject } from '../helpers/world.ts';

/**
 * An output that sends the document needs its file from the storage. When the storage cannot be
 * reached, the delivery must say so: not blame the output's target with the storage's network error
 * (and show the team the bucket's address). A failure of ours before the target is reached (its
 * stored secret, the mail limits' query) is an internal error, its text kept from the team.
 */

let server: TTestServer;
let bucketPort: number;

beforeAll(async () => {
  bucketPort = await unusedPort();
  server = await startTestServer({
    env: {
      ...unreachableBucketEnv(bucketPort),
    },
  });
});

afterAll(async () => {
  await server.stop();
});

describe('a delivery whose document the file storage cannot give', () => {
  it('says the document could not be read from the storage, in English and German', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const seeded = await seedExecution(server.app.orm, project.id);
    const em = server.app.orm.em.fork();
    const document = em.create(Document, {
      project: project.id,
      fileName: 'invoice.pdf',
      fileContentType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      storageKey: `projects/${project.id}/00000000-0000-4000-8000-000000000001`,
    });
    const output = em.create(Output, {
      project: project.id,
      name: 'Mail with the document',
      type: 'email',
      triggerEvents: ['success'],
      config: {
        type: 'email',
        recipients: ['accounts@example.test'],
        subject: 'Invoice',
        body: 'Attached.',
        attach_document: true,
        attach_execution_result: false,
      },
    });
    await em.flush();
    const execution = await em.findOneOrFail(Execution, { id: seeded.id }, { populate: ['documents'] });
    execution.documents.add(document);
    await em.flush();

    const outcome = await attemptDelivery({
      ...server.app,
      output,
      payload: {
        type: 'execution.success',
        timestamp: new Date().toISOString(),
        data: {
          execution: { id: execution.id, title: null, status: 'success', reference: null },
          project: { id: project.id, name: project.name, slug: project.slug },
          documents: [],
        },
      },
      execution,
      messageId: 'msg_storage_unreachable',
    });

    expect(outcome.ok).toBe(false);
    const coded = outcome.ok ? null : outcome.error.coded;
    expect(coded?.code).toBe('delivery.document_unreadable');
    expect(renderMessage(coded ?? { code: '', params: {} }, 'en')).toBe(
      'The document "invoice.pdf" could not be read from the file storage',
    );
    expect(renderMessage(coded ?? { code: '', params: {} }, 'de')).toBe(
      'Das Dokument „invoice.pdf“ konnte nicht aus dem Dateispeicher gelesen werden',
    );
    expect(JSON.stringify(coded)).not.toContain(String(bucketPort));
  });
});

describe('a delivery that fails on our side before reaching its target', () => {
  it('is an internal error in the reader’s language, not the failure’s own text', async () => {
    const { project } = await seedInvoiceProject(server.app);
    const em = server.app.orm.em.fork();
    const output = em.create(Output, {
      project: project.id,
      name: 'Archive',
      type: 'ftp',
      triggerEvents: ['success'],
      config: {
        type: 'ftp',
        host: 'ftp.example.test',
        port: 21,
        username: 'archive',
        path: '/in',
        upload_documents: false,
      },
    });
    await em.flush();
    // A password sealed for another row: it cannot be opened for this one (as after a wrong key).
    output.passwordEncrypted = server.app.encryption.encrypt('secret', { rowId: project.id, purpose: 'password' });
    await em.flush();

    const outcome = await attemptDelivery({
      ...server.app,
      output,
      payload: {
        type: 'execution.success',
        timestamp: new Date().toISOString(),
        data: {
          execution: { id: project.id, title: null, status: 'success', reference: null },
          project: { id: project.id, name: project.name, slug: project.slug },
          documents: [],
        },
      },
      execution: null,
      messageId: 'msg_internal',
    });

    expect(outcome.ok).toBe(false);
    const coded = outcome.ok ? null : outcome.error.coded;
    expect(coded).toEqual({ code: 'delivery.internal', params: {} });
    expect(renderMessage(coded ?? { code: '', params: {} }, 'de')).toBe(
      'Die Zustellung ist wegen eines internen Fehlers fehlgeschlagen',
    );
  });
});
