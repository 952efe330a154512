import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { buildPdf } from '../fixtures/pdf-writer.ts';
import { startLlmPeer, type TChatRequest, type TPeerAnswer } from '../helpers/llm-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject, seedUser, sessionCookie } from '../helpers/world.ts';

let server: TTestServer;
let peer: Awaited<ReturnType<typeof startLlmPeer>>;
const envelope = { result: INVOICE_FACTS, title: 'Invoice INV-2026-0042', citations: [] };
let brokenCalls = 0;

const promptOf = (body: TChatRequest) => body.messages.map((message) => message.content).join('\n');

const ITEM = (description: string, price: number) => ({ description, quantity: 1, price });

/** Per page range of the long document: what that range states, cited. */
function longAnswer(prompt: string) {
  const cite = (path: string, quote: string) => ({ path, page: 1, quote });
  if (prompt.includes('PART-ONE')) {
    return {
      result: { invoice_number: 'INV-LONG-1', items: [ITEM('Widget A', 5)] },
      title: 'Long invoice',
      citations: [cite('invoice_number', 'INV-LONG-1'), cite('items[0].description', 'Widget A')],
    };
  }
  if (prompt.includes('PART-TWO')) {
    return {
      // Widget A again (the table header repeats on every page): merged once.
      result: { invoice_number: 'INV-LONG-1', items: [ITEM('Widget A', 5), ITEM('Gadget B', 7)] },
      title: 'Page two',
      citations: [cite('items[1].description', 'Gadget B')],
    };
  }
  return {
    result: { items: [ITEM('Service C', 9)], total: 21 },
    title: 'Page three',
    citations: [cite('items[0].description', 'Service C'), cite('total', 'Total: 21.00')],
  };
}

function answer(body: TChatRequest): TPeerAnswer {
  switch (body.model) {
    // Valid once repaired: the first answer of every document is cut off mid-JSON.
    case 'peer-broken-once':
      return promptOf(body).includes('Previous answer (raw text)')
        ? { content: envelope, promptTokens: 900, completionTokens: 150 }
        : { text: '{"result": {"invoice_number": "INV-2026-00', promptTokens: 800, completionTokens: 40 };
    case 'peer-broken':
      brokenCalls++;
      return { text: 'Sure! Here is the data: invoice INV-2026-0042, total 1234.56', promptTokens: 700 };
    // An OpenAI-compatible server that ignores response_format and answers with the bare result.
    // A document marked "answer-invalid" gets a schema-invalid (but well-formed) answer.
    case 'peer-bare':
      if (promptOf(body).includes('PART-')) {
        return { content: longAnswer(promptOf(body)) };
      }
      return promptOf(body).includes('answer-invalid')
        ? { content: { ...INVOICE_FACTS, invoice_number: 42 } }
        : { content: INVOICE_FACTS };
    default:
      return { content: envelope };
  }
}

beforeAll(async () => {
  peer = await startLlmPeer(answer);
  server = await startTestServer({
    env: {
      MODEL_FAST: 'openai-compatible:peer-broken-once',
      MODEL_BALANCED: 'openai-compatible:peer-broken',
      MODEL_ACCURATE: 'openai-compatible:peer-bare',
      // Small enough that the three-page PDF below needs three calls; the invoice fixture fits one.
      LLM_CONTEXT_TOKENS: '2000',
      OPENAI_COMPATIBLE_BASE_URL: peer.baseUrl,
      LLM_MAX_RETRIES: '0',
    },
  });
});

afterAll(async () => {
  await server.stop();
  await peer.close();
});

const uniqueInvoice = async () =>
  Buffer.concat([await fixture('invoice.txt'), Buffer.from(`\nNote: ${randomUUID()}\n`)]);

const callsOf = (executionId: string) =>
  server.app.orm.em.fork().find(AiRequest, { execution: executionId }, { orderBy: { createdAt: 'asc' } });

async function run(mode: string, content: Buffer, auth?: Awaited<ReturnType<typeof seedInvoiceProject>>) {
  const { project, bearer } = auth ?? (await seedInvoiceProject(server.app));
  const response = await upload(server.url, project.id, bearer, [{ name: 'invoice.txt', content }], {
    processing_mode: mode,
    wait_for_completion: 'true',
  }).expect(200);
  return response.body.execution as { id: string; status: string; errors: string[]; json_result: unknown };
}

describe('unparseable answers', () => {
  it('records the usage of the broken answer and repairs it from its raw text', async () => {
    const execution = await run('fast', await uniqueInvoice());
    expect(execution).toMatchObject({ status: 'success', json_result: INVOICE_FACTS });
    const calls = await callsOf(execution.id);
    expect(calls.map((call) => [call.usagePromptTokens, call.usageCompletionTokens, call.usageCached])).toEqual([
      [800, 40, false],
      [900, 150, false],
    ]);
    const repair = peer.requests.filter((sent) => sent.model === 'peer-broken-once').at(-1);
    expect(promptOf(repair as TChatRequest)).toContain('{"result": {"invoice_number": "INV-2026-00');
    expect(promptOf(repair as TChatRequest)).toContain("(result): the model's answer was not valid JSON");
  });

  it('fails with an error that says so (not an internal error) and caches nothing', async () => {
    const content = await uniqueInvoice();
    const before = brokenCalls;
    const auth = await seedInvoiceProject(server.app);
    const execution = await run('balanced', content, auth);
    expect(execution.status).toBe('failed');
    expect(execution.errors).toEqual([
      `(result): the model's answer was not valid JSON (unexpected character "S" at line 1, column 1)`,
    ]);
    // In German all through: where the answer stopped being JSON, not the parser's English words.
    const german = await request(server.url)
      .get(`/api/v1/projects/${auth.project.id}/executions/${execution.id}`)
      .set(auth.bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(german.body.errors).toEqual([
      '(result): die Antwort des Modells war kein gültiges JSON (unerwartetes Zeichen „S“ in Zeile 1, Spalte 1)',
    ]);
    expect(brokenCalls - before).toBe(2);
    const calls = await callsOf(execution.id);
    expect(calls.map((call) => [call.usagePromptTokens, call.response])).toEqual([
      [700, null],
      [700, null],
    ]);
  });
});

describe('the model cache', () => {
  it('never answers from an invalid answer: a rerun asks the model again', async () => {
    const auth = await seedInvoiceProject(server.app);
    const content = Buffer.concat([await uniqueInvoice(), Buffer.from('answer-invalid\n')]);
    const asked = () => peer.requests.filter((sent) => sent.model === 'peer-bare').length;
    const before = asked();
    const first = await run('accurate', content, auth);
    expect(first.errors).toEqual(['invoice_number: expected text, found a number']);
    const second = await run('accurate', content, auth);
    expect(second.status).toBe('failed');
    // Answer and repair, twice: nothing came from the cache.
    expect(asked() - before).toBe(4);
    expect((await callsOf(second.id)).map((call) => call.usageCached)).toEqual([false, false]);
  });

  it('is scoped by team: another team with the same document asks the model itself', async () => {
    const content = await uniqueInvoice();
    const first = await run('accurate', content);
    const asked = peer.requests.length;
    const ownTeam = await seedInvoiceProject(server.app);
    const otherTeam = await run('accurate', content, ownTeam);
    expect(peer.requests.length).toBe(asked + 1);
    expect((await callsOf(otherTeam.id))[0]?.usageCached).toBe(false);
    // The same team again is answered from its own cache.
    const again = await run('accurate', content, ownTeam);
    expect(peer.requests.length).toBe(asked + 1);
    expect((await callsOf(again.id))[0]?.usageCached).toBe(true);
    expect(first.status).toBe('success');
  });
});

describe('servers that ignore structured output', () => {
  it('accepts a bare result object and tells the model the languages', async () => {
    const execution = await run('accurate', await uniqueInvoice());
    expect(execution).toMatchObject({ status: 'success', json_result: INVOICE_FACTS });
    const sent = peer.requests.filter((body) => body.model === 'peer-bare').at(-1) as TChatRequest;
    expect(promptOf(sent)).toContain('The documents are written in English.');
    expect(promptOf(sent)).toContain('Write free-text values in English');
    expect(promptOf(sent)).toContain('"invoice_number"');
  });
});

describe('documents longer than the context', () => {
  it('are read in page ranges whose results are merged (items concatenated, duplicates once), with a warning', async () => {
    const filler = (page: number) =>
      Array.from({ length: 14 }, (_, line) => `Page ${page} line ${line}: terms and conditions apply here.`);
    const pages = [
      ['PART-ONE', 'Invoice number: INV-LONG-1', 'Widget A 5.00', ...filler(1)],
      ['PART-TWO', 'Widget A 5.00', 'Gadget B 7.00', ...filler(2)],
      ['PART-THREE', 'Service C 9.00', 'Total: 21.00', ...filler(3)],
    ].map((lines) => lines.map((text, index) => ({ x: 40, y: 800 - index * 14, size: 9, text })));
    const { project, bearer } = await seedInvoiceProject(server.app);
    const response = await upload(server.url, project.id, bearer, [{ name: 'long.pdf', content: buildPdf(pages) }], {
      processing_mode: 'accurate',
      wait_for_completion: 'true',
    }).expect(200);
    const execution = response.body.execution;
    expect(execution.status).toBe('success');
    expect(execution.json_result).toEqual({
      invoice_number: 'INV-LONG-1',
      items: [ITEM('Widget A', 5), ITEM('Gadget B', 7), ITEM('Service C', 9)],
      total: 21,
    });
    expect(execution.warnings).toContain(
      "The documents are longer than the model's context: they were read in 3 parts (pages 1, 2, 3) and the results merged",
    );
    const long = peer.requests.filter((sent) => promptOf(sent).includes('PART-'));
    expect(
      long.map((sent) => ['PART-ONE', 'PART-TWO', 'PART-THREE'].filter((part) => promptOf(sent).includes(part))),
    ).toEqual([['PART-ONE'], ['PART-TWO'], ['PART-THREE']]);
    const detail = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${execution.id}`)
      .set(bearer);
    expect(detail.body.sources['items[1].description']).toMatchObject({ page: 2, quote: 'Gadget B' });
    expect(detail.body.sources['items[2].description']).toMatchObject({ page: 3, quote: 'Service C' });
    expect(detail.body.sources.total).toMatchObject({ page: 3, quote: 'Total: 21.00' });
    const german = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${execution.id}`)
      .set(bearer)
      .set('Accept-Language', 'de');
    expect(german.body.warnings).toContain(
      'Die Dokumente sind länger als der Kontext des Modells: Sie wurden in 3 Teilen gelesen (Seiten 1, 2, 3) und die Ergebnisse zusammengeführt',
    );
  });
});

describe('costs', () => {
  it('flags a model without a price in the admin debug view instead of showing it as free', async () => {
    const execution = await run('accurate', await uniqueInvoice());
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const stats = await request(server.url)
      .get(`/api/v1/admin/executions/${execution.id}/stats`)
      .set({ Cookie: await sessionCookie(server.app.auth, admin.id) })
      .expect(200);
    expect(stats.body.ai_requests).toEqual([
      expect.objectContaining({ model: 'peer-bare', usage_total_cost: 0, price_known: false }),
    ]);
  });
});
