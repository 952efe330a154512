// Hostile input to the patterns layouts27 changed or added (session 27): find-labelled.ts LABEL_TAIL (more units after
// a label: "Gefahrene km") and order-titles.ts TITLE_LINE (an order's title alone on its line, with its number). Both
// are anchored with bounded runs; these cases run them on 100,000 blanks after the label or title under the hang guard
// (test/helpers/hang-guard.ts), so a change that made them backtrack would fail here instead of hanging a worker.
// compound-kind-heads.ts, rated-names.ts and titled-heads.ts read field names and label words, never a line's text.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const lineOf = (text: string): TLine => ({
  fileName: 'upload.txt',
  page: 1,
  text,
  cells: [{ start: 0, end: text.length, tokens: tokenize(text) }],
});

describe('hostile input to the patterns of layouts27', () => {
  it(
    'reads a label with its unit before 100,000 blanks (find-labelled.ts LABEL_TAIL)',
    async () => {
      const candidate = { words: ['gefahrene'], weight: 6, exactOnly: false, keys: ['gefahrene'], ownName: true };
      const line = lineOf(`Gefahrene km${' '.repeat(100_000)}x`);
      const matches = await guardedReader('providers/local/find-labelled.ts', 'findLabelMatches', [line], [candidate]);
      expect(Array.isArray(matches)).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'takes no order title that 100,000 blanks and a word follow (order-titles.ts TITLE_LINE)',
    async () => {
      const title = await guardedReader('providers/local/order-titles.ts', 'opensAsOrder', [
        lineOf(`Bestellung Nr. 2026${' '.repeat(100_000)}x x`),
      ]);
      // The first lines' words still say "Bestellung": an order, read in linear time.
      expect(title).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a title before a run of 100,000 digits in linear time (order-titles.ts TITLE_LINE)',
    async () => {
      const line = lineOf(`Purchase order ${'1'.repeat(100_000)}`);
      const title = await guardedReader('providers/local/order-titles.ts', 'opensAsOrder', [line]);
      expect(title).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
