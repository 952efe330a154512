import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startLlmPeer, type TChatRequest } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;

const answer = {
  result: INVOICE_FACTS,
  title: 'Invoice INV-2026-0042',
  citations: [
    { path: 'invoice_number', page: 1, quote: 'INV-2026-0042' },
    { path: 'total', page: 1, quote: '1.234,56 EUR' },
  ],
};

/** The answer's text in one-character tokens: sure of everything but the total's digits (p = 0.5). */
function tokens() {
  const text = JSON.stringify(answer);
  const total = text.indexOf('1234.56');
  return [...text].map((token, index) => ({
    token,
    logprob: index >= total && index < total + '1234.56'.length ? Math.log(0.5) : 0,
  }));
}

beforeAll(async () => {
  peer = await startLlmPeer((body: TChatRequest) => ({
    content: answer,
    logprobs: body.logprobs ? tokens() : undefined,
  }));
  server = await startTestServer({
    env: {
      MODEL_BALANCED: 'openai:gpt-4.1-mini',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: peer.baseUrl,
      LLM_MAX_RETRIES: '0',
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

describe('confidence from token probabilities', () => {
  it('asks OpenAI for log-probabilities and scales the verified quote by the least likely token of the value', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const content = Buffer.concat([await fixture('invoice.txt'), Buffer.from(`\nNote: ${randomUUID()}\n`)]);
    const uploaded = await upload(server.url, project.id, bearer, [{ name: 'invoice.txt', content }], {
      processing_mode: 'balanced',
      wait_for_completion: 'true',
    }).expect(200);
    expect(uploaded.body.execution.status).toBe('success');
    expect(peer.requests.at(-1)?.logprobs).toBe(true);
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${uploaded.body.execution.id}`)
      .set(bearer)
      .expect(200);
    // Quote found on the cited page (0.9) × token probability (1 and 0.5).
    expect(detail.body.sources.invoice_number.confidence).toBe(0.9);
    expect(detail.body.sources.total.confidence).toBe(0.45);
  });
});
