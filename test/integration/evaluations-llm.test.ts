import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import {
  finishedEvaluation,
  startInvoiceEvaluation,
  startServerWithLlmPeer,
  type TLlmPeer,
} from '../helpers/evaluations.ts';
import type { TTestServer } from '../helpers/test-server.ts';
import { INVOICE_FACTS } from '../helpers/uploads.ts';

let server: TTestServer;
let peer: TLlmPeer;
let stop: () => Promise<void>;

const ANSWER = {
  result: INVOICE_FACTS,
  title: 'Invoice INV-2026-0042',
  citations: [{ path: 'invoice_number', page: 1, quote: 'INV-2026-0042' }],
};

beforeAll(async () => {
  ({ server, peer, stop } = await startServerWithLlmPeer(
    () => ({ content: ANSWER, promptTokens: 1000, completionTokens: 200 }),
    { model: 'peer-good', env: { PRICING_OVERRIDES: JSON.stringify({ 'peer-good': { input: 1, output: 2 } }) } },
  ));
});

afterAll(async () => {
  await stop();
});

describe('evaluations with a model that reports usage', () => {
  it('records tokens and cost per side on the evaluation, and no AI request on the execution', async () => {
    let callsBefore = 0;
    let aiRequestsBefore = 0;
    let executionId = '';
    const { read } = await startInvoiceEvaluation(server, {
      extracted: 'success',
      reviewed: { ...INVOICE_FACTS, total: 1334.56 },
      beforeStart: async (started) => {
        executionId = started.executionId;
        callsBefore = peer.requests.length;
        aiRequestsBefore = await server.app.orm.em.fork().count(AiRequest, { execution: executionId });
        expect(aiRequestsBefore).toBe(1);
      },
    });
    const result = await finishedEvaluation(read);
    // One call each for candidate and baseline: (1000 × $1 + 200 × $2) per million tokens = $0.0014.
    expect(result.cost).toEqual({ candidate: { tokens: 1200, usd: 0.0014 }, baseline: { tokens: 1200, usd: 0.0014 } });
    expect(result.accuracy).toBe(0.9);
    expect(result.documents[0].diffs).toEqual([{ path: 'total', expected: 1334.56, got: 1234.56, baseline: 1234.56 }]);
    expect(peer.requests.length - callsBefore).toBe(2);
    expect(await server.app.orm.em.fork().count(AiRequest, { execution: executionId })).toBe(aiRequestsBefore);
  });
});
