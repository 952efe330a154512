import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { startLlmPeer } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;

const ANSWER = {
  result: INVOICE_FACTS,
  title: 'Invoice INV-2026-0042',
  citations: [{ path: 'invoice_number', page: 1, quote: 'INV-2026-0042' }],
};

beforeAll(async () => {
  peer = await startLlmPeer(() => ({ content: ANSWER, promptTokens: 1000, completionTokens: 200 }));
  server = await startTestServer({
    env: {
      MODEL_BALANCED: 'openai-compatible:peer-good',
      OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl,
      PRICING_OVERRIDES: JSON.stringify({ 'peer-good': { input: 1, output: 2 } }),
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

describe('evaluations with a model that reports usage', () => {
  it('records tokens and cost per side on the evaluation, and no AI request on the execution', async () => {
    const { project, cookie } = await seedInvoiceProject(server.app);
    const base = `/api/v1/projects/${project.id}`;
    const uploaded = await upload(
      server.url,
      project.id,
      cookie,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      {
        wait_for_completion: 'true',
      },
    ).expect(200);
    const execution = uploaded.body.execution as { id: string; status: string; project_revision_id: string };
    expect(execution.status).toBe('success');
    await request(server.url)
      .put(`${base}/executions/${execution.id}/review`)
      .set(cookie)
      .send({ json_result: { ...INVOICE_FACTS, total: 1334.56 } })
      .expect(200);
    const callsBefore = peer.requests.length;
    const aiRequestsBefore = await server.app.orm.em.fork().count(AiRequest, { execution: execution.id });
    expect(aiRequestsBefore).toBe(1);

    const created = await request(server.url)
      .post(`${base}/evaluations`)
      .set(cookie)
      .send({ revision_id: execution.project_revision_id })
      .expect(200);
    const result = await waitFor('the evaluation to finish', async () => {
      const response = await request(server.url).get(`${base}/evaluations/${created.body.id}`).set(cookie).expect(200);
      return response.body.status === 'success' ? response.body : null;
    });
    // One call each for candidate and baseline: (1000 × $1 + 200 × $2) per million tokens = $0.0014.
    expect(result.cost).toEqual({ candidate: { tokens: 1200, usd: 0.0014 }, baseline: { tokens: 1200, usd: 0.0014 } });
    expect(result.accuracy).toBe(0.9);
    expect(result.documents[0].diffs).toEqual([{ path: 'total', expected: 1334.56, got: 1234.56, baseline: 1234.56 }]);
    expect(peer.requests.length - callsBefore).toBe(2);
    expect(await server.app.orm.em.fork().count(AiRequest, { execution: execution.id })).toBe(aiRequestsBefore);
  });
});
