import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLlmPeer } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;

beforeAll(async () => {
  // A model that finds everything but the (required) total, also when asked to repair.
  peer = await startLlmPeer([
    {
      content: {
        result: { invoice_number: 'INV-2026-0042', date: '2026-11-03', supplier: 'ACME GmbH', total: null, items: [] },
        title: 'Invoice INV-2026-0042',
        citations: [],
      },
    },
  ]);
  server = await startTestServer({
    env: { MODEL_BALANCED: 'openai-compatible:partial', OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

describe('an extraction that misses a required field', () => {
  it('is failed with the missing field named, and keeps the values it found', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const response = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { processing_mode: 'balanced', wait_for_completion: 'true' },
    ).expect(200);
    const { execution } = response.body;
    expect(execution.status).toBe('failed');
    expect(execution.errors.join('\n')).toMatch(/total/);
    expect(execution.json_result).toMatchObject({ invoice_number: 'INV-2026-0042', supplier: 'ACME GmbH' });
  });
});
