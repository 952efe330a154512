import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { startLlmPeer } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

// Partial results: an execution that misses a required field is failed, but keeps what was found,
// whether the local extractor (fast mode) or a model (balanced mode) missed it.
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
    env: {
      ALLOW_PRIVATE_OUTPUT_TARGETS: 'true',
      MODEL_BALANCED: 'openai-compatible:partial',
      OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl,
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

describe('a missing required field', () => {
  it('fails the execution but keeps the values found, in the API, the sources and a `failed` webhook', async () => {
    const receiver = await startHttpReceiver([{ status: 200 }]);
    // The invoice schema plus a required field no fixture states.
    const { project, cookie } = await seedInvoiceProject(server.app, [
      { name: 'purchase_order_number', type: 'string', required: true },
    ]);
    const output = await request(server.url)
      .post(`/api/v1/projects/${project.id}/outputs`)
      .set(cookie)
      .send({ name: 'On failure', trigger_events: ['failed'], config: { type: 'webhook', url: receiver.url } })
      .expect(200);

    const uploaded = await upload(
      server.url,
      project.id,
      cookie,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      // Fast mode is the local extractor here (balanced is the model below).
      { processing_mode: 'fast', wait_for_completion: 'true' },
    ).expect(200);
    const id = uploaded.body.execution.id;
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${id}`)
      .set(cookie)
      .expect(200);
    expect(detail.body.status).toBe('failed');
    expect(detail.body.errors).toEqual(['purchase_order_number: required field missing']);
    expect(detail.body.json_result).toMatchObject({
      invoice_number: 'INV-2026-0042',
      total: 1234.56,
      supplier: 'ACME GmbH',
    });
    expect(detail.body.sources.invoice_number).toMatchObject({ page: 1, quote: 'Invoice number: INV-2026-0042' });

    await waitFor('the failed webhook', () => receiver.received.length === 1, { timeoutMs: 20_000 });
    const verifier = new Webhook(output.body.signing_secret);
    const payload = verifier.verify(
      receiver.received[0]?.body ?? '',
      receiver.received[0]?.headers as Record<string, string>,
    ) as {
      type: string;
      data: { execution: { json_result: Record<string, unknown> | null; sources: Record<string, unknown> | null } };
    };
    expect(payload.type).toBe('execution.failed');
    expect(payload.data.execution.json_result).toMatchObject({ invoice_number: 'INV-2026-0042', total: 1234.56 });
    expect(Object.keys(payload.data.execution.sources ?? {})).toContain('total');
    await receiver.close();
  });
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
