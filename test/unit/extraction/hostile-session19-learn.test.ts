// Hostile uploads against session 19's learned fallback (learned-context.ts, learned-fill.ts): for each pair and field
// the block above the pair (up to 4 lines) and the lines a heading may stand on (up to 6) are read, and a range field's
// candidate is checked against the document's other ranges. A document of 1,500 labelled ranges under 2,000-character
// lines of words (3,000 lines, 600,000 words): read per pair within those bounds it takes seconds (4.8 s in jest on a
// busy machine); a version reading every line above each pair for each field would read ~10^9 words. The range check
// was first written per candidate against every pair; it stopped at the first other range, so it was not slower here
// (6.1 s), but it is now read once per document. Under the hang guard (test/helpers/hang-guard.ts).
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const EM = '\u2003';

describe('hostile input to the learned fallback of session 19', () => {
  it(
    'reads 1,500 labelled ranges under 2,000-character lines of words without filling a range end',
    async () => {
      const schema: TOutputSchema = [
        {
          name: 'billing_period',
          type: 'object',
          properties: [
            { name: 'start', type: 'string', format: 'date' },
            { name: 'end', type: 'string', format: 'date' },
          ],
        },
        { name: 'invoice_total', type: 'number' },
        { name: 'customer_name', type: 'string' },
      ];
      const words = `Billing period customer invoice total${EM.repeat(40)}`.repeat(40).slice(0, 1_990);
      const text = Array.from(
        { length: 1_500 },
        (_, index) =>
          `${words}\nBilling period ${index}: 01.${String((index % 12) + 1).padStart(2, '0')}.2026 – 28.12.2026`,
      ).join('\n');
      const lines = documentLines([textDocument(text)]);
      const input = { schema, lines, result: {}, sources: {}, warnings: [], found: [] };
      const filled = (await guardedReader('providers/local/learned-fill.ts', 'fillLearned', input)) as string[];
      // Many ranges compete: which one is the billing period is not said.
      expect(filled.filter((path) => path.startsWith('billing_period'))).toEqual([]);
    },
    GUARDED_TEST_MS,
  );
});
