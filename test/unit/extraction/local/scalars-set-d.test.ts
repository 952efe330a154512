// Rules for classes of scalar misses found on set D (session 7), one class per test.
import { describe, expect, it } from '@jest/globals';
import { extractText } from '../local-provider-helpers.ts';

const run = extractText;

describe('identifiers end where the text around them starts', () => {
  it('cuts at a lone dash or middle dot, a sentence end, and drops a leading "Nr."', async () => {
    const schema = [{ name: 'order_number', type: 'string' as const }];
    const cases: [string, string][] = [
      ['PO #5531 – spring menu order', '5531'],
      ['Order WS-558210 · Placed Mar 2, 2026', 'WS-558210'],
      ['vielen Dank für Ihre Bestellung A-88120. Folgende Artikel sind unterwegs:', 'A-88120'],
      ['Subject: Ihre Bestellung Nr. 302-5581', '302-5581'],
    ];
    for (const [text, expected] of cases) {
      expect((await run(text, schema)).result).toEqual({ order_number: expected });
    }
  });
});
