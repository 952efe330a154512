import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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

describe('hostile and broken documents', () => {
  it('fails a zip bomb and a malformed PDF cleanly, and the worker serves the next job', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const run = async (name: string, content: Buffer) =>
      (await upload(server.url, project.id, bearer, [{ name, content }], { wait_for_completion: 'true' }).expect(200))
        .body.execution;

    const bomb = await run('zip-bomb.docx', await fixture('zip-bomb.docx'));
    expect(bomb.status).toBe('failed');
    expect(bomb.errors.join(' ')).toMatch(/zip bomb/i);

    const malformed = await run('malformed.pdf', await fixture('malformed.pdf'));
    expect(malformed.status).toBe('failed');
    expect(malformed.errors.join(' ')).toMatch(/PDF could not be read/i);

    const healthy = await run('invoice.pdf', await fixture('invoice.pdf'));
    expect(healthy.status).toBe('success');
    expect(healthy.json_result.invoice_number).toBe('INV-2026-0042');
  });
});
