import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { startLlmPeer, type TChatRequest } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;
let flakyCalls = 0;

const goodAnswer = {
  result: INVOICE_FACTS,
  title: 'Invoice INV-2026-0042',
  citations: [
    { path: 'invoice_number', page: 1, quote: 'INV-2026-0042' },
    { path: 'supplier', page: 1, quote: 'Made-up text that is not in the document' },
  ],
};

function answer(body: TChatRequest) {
  switch (body.model) {
    case 'peer-invalid':
      return { content: { result: { invoice_number: 42 }, title: 'Broken', citations: [] } };
    case 'peer-flaky':
      flakyCalls++;
      return flakyCalls % 2 === 1
        ? {
            status: 429,
            headers: { 'retry-after': '0' },
            body: { error: { message: 'Rate limit', type: 'rate_limit' } },
          }
        : { content: goodAnswer };
    default:
      return { content: goodAnswer, promptTokens: 1000, completionTokens: 200 };
  }
}

beforeAll(async () => {
  peer = await startLlmPeer(answer);
  server = await startTestServer({
    env: {
      MODEL_FAST: 'openai-compatible:peer-invalid',
      MODEL_BALANCED: 'openai-compatible:peer-good',
      MODEL_ACCURATE: 'openai-compatible:peer-flaky',
      OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl,
      LLM_MAX_RETRIES: '2',
      PRICING_OVERRIDES: JSON.stringify({ 'peer-good': { input: 1, output: 2 } }),
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

const setup = () => seedInvoiceProject(server.app);

/** The invoice text plus a unique line, so the cache of another test does not answer. */
const uniqueInvoice = async () =>
  Buffer.concat([await fixture('invoice.txt'), Buffer.from(`\nNote: ${randomUUID()}\n`)]);

describe('extraction with an OpenAI-compatible model', () => {
  it('asks for JSON-schema structured output and records tokens and cost', async () => {
    const { project, bearer } = await setup();
    const before = peer.requests.length;
    const response = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.txt', content: await uniqueInvoice() }],
      {
        processing_mode: 'balanced',
        wait_for_completion: 'true',
      },
    ).expect(200);
    expect(response.body.execution).toMatchObject({
      status: 'success',
      json_result: INVOICE_FACTS,
      title: 'Invoice INV-2026-0042',
    });
    const sent = peer.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.response_format?.type).toBe('json_schema');
    const schema = sent[0]?.response_format?.json_schema?.schema as {
      properties: Record<string, { properties?: object }>;
    };
    expect(Object.keys(schema.properties.result?.properties ?? {})).toEqual([
      'invoice_number',
      'date',
      'supplier',
      'total',
      'items',
    ]);
    expect(JSON.stringify(sent[0]?.messages)).toContain('INV-2026-0042');

    const rows = await server.app.orm.em.fork().find(AiRequest, { execution: response.body.execution.id });
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'openai-compatible',
        model: 'peer-good',
        usagePromptTokens: 1000,
        usageCompletionTokens: 200,
        usageTotalTokens: 1200,
        usageTotalCost: 0.0014,
        usageCached: false,
      }),
    ]);
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${response.body.execution.id}`)
      .set(bearer);
    expect(detail.body.sources.invoice_number).toMatchObject({ page: 1, quote: 'INV-2026-0042' });
    expect(detail.body.warnings.join(' ')).toContain('supplier');
  });

  it('answers the same input, model and schema from the cache', async () => {
    const { project, bearer } = await setup();
    const content = await uniqueInvoice();
    const first = await upload(server.url, project.id, bearer, [{ name: 'a.txt', content }], {
      processing_mode: 'balanced',
      wait_for_completion: 'true',
    });
    const asked = peer.requests.length;
    const rerun = await request(server.url)
      .post(`/api/v1/projects/${project.id}/executions/${first.body.execution.id}/rerun`)
      .set(bearer)
      .expect(200);
    const done = await waitFor('the rerun', async () => {
      const row = await request(server.url)
        .get(`/api/v1/projects/${project.id}/executions/${rerun.body.id}`)
        .set(bearer);
      return ['success', 'failed'].includes(row.body.status) ? row.body : null;
    });
    expect(done).toMatchObject({ status: 'success', json_result: INVOICE_FACTS });
    expect(peer.requests.length).toBe(asked);
    const cached = await server.app.orm.em.fork().find(AiRequest, { execution: rerun.body.id });
    expect(cached).toEqual([expect.objectContaining({ usageCached: true, usageTotalCost: 0, model: 'peer-good' })]);
  });

  it('retries a 429 and succeeds', async () => {
    const { project, bearer } = await setup();
    const before = peer.requests.filter((sent) => sent.model === 'peer-flaky').length;
    const response = await upload(server.url, project.id, bearer, [{ name: 'a.txt', content: await uniqueInvoice() }], {
      processing_mode: 'accurate',
      wait_for_completion: 'true',
    }).expect(200);
    expect(response.body.execution.status).toBe('success');
    expect(peer.requests.filter((sent) => sent.model === 'peer-flaky').length - before).toBe(2);
  });

  it('repairs once, then falls back to the next mode up on invalid output', async () => {
    const { project, bearer } = await setup();
    const withFallback = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'a.txt', content: await uniqueInvoice() }],
      {
        processing_mode: 'fast',
        processing_mode_fallback: 'true',
        wait_for_completion: 'true',
      },
    ).expect(200);
    expect(withFallback.body.execution).toMatchObject({
      status: 'success',
      processing_mode: 'fast',
      processing_mode_fallback: true,
      processing_mode_fallback_mode: 'balanced',
      json_result: INVOICE_FACTS,
    });
    const calls = await server.app.orm.em
      .fork()
      .find(AiRequest, { execution: withFallback.body.execution.id }, { orderBy: { createdAt: 'asc' } });
    expect(calls.map((call) => call.model)).toEqual(['peer-invalid', 'peer-invalid', 'peer-good']);
    const repair = peer.requests.filter((sent) => sent.model === 'peer-invalid').at(-1);
    expect(JSON.stringify(repair?.messages)).toContain('invoice_number: expected text, found a number');

    const without = await upload(server.url, project.id, bearer, [{ name: 'a.txt', content: await uniqueInvoice() }], {
      processing_mode: 'fast',
      processing_mode_fallback: 'false',
      wait_for_completion: 'true',
    }).expect(200);
    expect(without.body.execution.status).toBe('failed');
    expect(without.body.execution.errors).toContain('invoice_number: expected text, found a number');
  });

  it('returns the current state when the wait times out', async () => {
    const { project, bearer } = await setup();
    const response = await upload(server.url, project.id, bearer, [{ name: 'a.txt', content: await uniqueInvoice() }], {
      processing_mode: 'balanced',
      wait_for_completion: 'true',
      wait_for_completion_timeout: '0',
    }).expect(200);
    expect(['pending', 'running']).toContain(response.body.execution.status);
  });
});
