// Session 20's letter-trigram features of the learned fallback (learned-ngrams.ts): how much of a field's name a label
// shares, letter by letter, whatever its language and however it is written together or apart, so that what the
// model learns carries over to field names nobody listed a label for.
import { describe, expect, it } from '@jest/globals';
import { learnedCandidates, scalarFields } from '../../../src/extraction/providers/local/learned-candidates.ts';
import { FEATURE_NAMES } from '../../../src/extraction/providers/local/learned-features.ts';
import { dice, trigramsOf } from '../../../src/extraction/providers/local/learned-ngrams.ts';
import { labelValuePairs } from '../../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const NAME = FEATURE_NAMES.indexOf('nameTrigrams' as (typeof FEATURE_NAMES)[number]);
const BEST = FEATURE_NAMES.indexOf('labelTrigrams' as (typeof FEATURE_NAMES)[number]);

/** The trigram features of each candidate of a field, by the candidate's value. */
function gramsOf(schema: TOutputSchema, text: string, path: string) {
  const lines = documentLines([textDocument(text)]);
  const byField = learnedCandidates(scalarFields(schema), lines, labelValuePairs(lines), [], true);
  return new Map(
    (byField.get(path) ?? []).map((candidate) => [
      String(candidate.value),
      { name: candidate.features[NAME] ?? -1, best: candidate.features[BEST] ?? -1 },
    ]),
  );
}

describe("the learned fallback's letter trigrams", () => {
  it('are features of the model', () => {
    expect(NAME).toBeGreaterThan(0);
    expect(BEST).toBeGreaterThan(0);
  });

  it('measure a label written apart or shortened against a name written together (German and English)', () => {
    const together = trigramsOf(['kundennummer']);
    expect(dice(together, trigramsOf(['kunden', 'nummer']))).toBeGreaterThan(0.6);
    expect(dice(together, trigramsOf(['kunden', 'nr']))).toBeGreaterThan(0.4);
    expect(dice(together, trigramsOf(['lieferdatum']))).toBeLessThan(0.15);
    expect(dice(trigramsOf(['invoice', 'no']), trigramsOf(['invoice', 'number']))).toBeGreaterThan(0.5);
    expect(dice(trigramsOf([]), trigramsOf(['invoice']))).toBe(0);
  });

  it("rank the label that shares the field's letters above one that shares only its type", () => {
    const schema: TOutputSchema = [{ name: 'vertragskontonummer', type: 'string' }];
    const text = ['Vertragskonto-Nr.: 4711-0815', 'Belegnummer: 99-1234'].join('\n');
    const grams = gramsOf(schema, text, 'vertragskontonummer');
    const own = grams.get('4711-0815');
    const other = grams.get('99-1234');
    expect(own?.name).toBeGreaterThan(0.5);
    expect(own?.name ?? 0).toBeGreaterThan((other?.name ?? 0) + 0.2);
  });

  it(
    'cost no more for labels of 100,000 characters (blanks, digits, a repeated label) than for short ones',
    async () => {
      const schema: TOutputSchema = [
        { name: 'customer_number', type: 'string' },
        { name: 'invoice_total', type: 'number' },
      ];
      const hostile = [
        `Customer number${' '.repeat(100_000)}: 12345`,
        `${'7'.repeat(100_000)}: 42`,
        `${'Customer number '.repeat(6_250)}: 77`,
      ];
      const text = Array.from({ length: 30 }, (_, index) => hostile[index % 3]).join('\n');
      const lines = documentLines([textDocument(text)]);
      const input = { schema, lines, result: {}, sources: {}, warnings: [], found: [] };
      const filled = await guardedReader('providers/local/learned-fill.ts', 'fillLearned', input);
      expect(Array.isArray(filled)).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
