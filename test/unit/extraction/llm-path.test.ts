import { describe, expect, it } from '@jest/globals';
import { costOf, priceOf } from '../../../src/extraction/pricing.ts';
import { contextTokensOf, unwrapAnswer } from '../../../src/extraction/providers/llm.ts';
import { mergeResults, pageRanges } from '../../../src/extraction/providers/llm-chunks.ts';

describe('prices', () => {
  it('match dated model ids by the longest known prefix', () => {
    expect(priceOf('gpt-4.1-mini-2025-04-14')).toEqual({ input: 0.4, output: 1.6 });
    expect(priceOf('gpt-4.1-2025-04-14')).toEqual({ input: 2, output: 8 });
    expect(priceOf('claude-sonnet-4-5-20250929')).toEqual({ input: 3, output: 15 });
    expect(costOf('gpt-4o-mini-2024-07-18', { promptTokens: 1_000_000, completionTokens: 0 })).toBe(0.15);
  });

  it('are unknown (null) for models without an entry, and overrides win', () => {
    expect(priceOf('llama3.1:8b')).toBeNull();
    expect(priceOf('gpt-4.1x')).toBeNull();
    expect(priceOf('gpt-4.1-mini-2025', { 'gpt-4.1-mini': { input: 9, output: 9 } })).toEqual({ input: 9, output: 9 });
  });
});

describe('answers of servers without structured output', () => {
  it('takes the envelope apart, or the bare object as the result', () => {
    expect(unwrapAnswer({ result: { a: 1 }, title: ' T ', citations: [{ path: 'a', page: 1, quote: '1' }] })).toEqual({
      result: { a: 1 },
      title: 'T',
      citations: [{ path: 'a', page: 1, quote: '1' }],
    });
    expect(unwrapAnswer({ invoice_number: '1', total: 2 })).toEqual({
      result: { invoice_number: '1', total: 2 },
      title: null,
      citations: [],
    });
    // A schema field named "result" next to others is data, not an envelope.
    expect(unwrapAnswer({ result: 'ok', total: 2 }).result).toEqual({ result: 'ok', total: 2 });
  });

  it('knows context windows by model id prefix', () => {
    expect(contextTokensOf('gpt-4o-2024-08-06')).toBe(128_000);
    expect(contextTokensOf('some-local-model')).toBe(32_000);
  });
});

describe('long documents', () => {
  const document = (pages: string[]) => ({
    fileName: 'a.pdf',
    contentType: 'application/pdf',
    pages: pages.map((text, index) => ({ page: index + 1, text })),
    warnings: [],
  });

  it('split into page ranges that fit, a page too long for one call into parts of that page', () => {
    const ranges = pageRanges(
      [document(['a'.repeat(400), 'b'.repeat(400), `${'c'.repeat(700)}\n${'d'.repeat(700)}`])],
      1000,
    );
    expect(
      ranges.map((range) => range.flatMap((part) => part.pages.map((page) => [page.page, page.text.length]))),
    ).toEqual([
      [
        [1, 400],
        [2, 400],
      ],
      [[3, 701]],
      [[3, 700]],
    ]);
    expect(pageRanges([document(['short'])], 1000)).toHaveLength(1);
  });

  it('merge: first value wins, arrays concatenate without duplicates, sources follow their items', () => {
    const merged = mergeResults(
      {
        result: { number: '1', items: [{ name: 'A' }] },
        sources: { number: { page: 1, quote: '1' }, 'items[0].name': { page: 1, quote: 'A' } },
      },
      {
        result: { number: '2', items: [{ name: 'A' }, { name: 'B' }], total: 3 },
        sources: { 'items[0].name': { page: 2, quote: 'A' }, 'items[1].name': { page: 2, quote: 'B' } },
      },
    );
    expect(merged.result).toEqual({ number: '1', items: [{ name: 'A' }, { name: 'B' }], total: 3 });
    expect(merged.sources).toEqual({
      number: { page: 1, quote: '1' },
      'items[0].name': { page: 1, quote: 'A' },
      'items[1].name': { page: 2, quote: 'B' },
    });
  });
});
