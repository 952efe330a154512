// A line of thousands of dates (session 15): the reader of a document's one date (only-date.ts) read the whole line
// before each date again (its label words) and scanned the rest of the line again after each one (findDate on the
// remaining text): 4,000 dates on one line took 36 s, 12,000 about five minutes. Now one scan finds the line's dates
// (findDates) and only the words back to the last digit are read as a date's label. A fault test under the hang
// guard (test/helpers/hang-guard.ts), sized so the old code takes minutes; today's about 0.1 s.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { onlyDate } from '../../../../src/extraction/providers/local/only-date.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'slip.txt', page: 1, text, cells: [] });

describe("a document's one date on a line of very many dates", () => {
  it(
    'is read in one pass over the line (12,000 dates)',
    async () => {
      const lines = [line('Stand 01.03.2026  '.repeat(12_000))];
      const found = (await guardedReader('providers/local/only-date.ts', 'onlyDate', lines, ['versand', 'datum'])) as {
        quoteStart: number;
        quoteEnd: number;
      } | null;
      expect(found).toMatchObject({ quoteStart: 6, quoteEnd: 16 });
    },
    GUARDED_TEST_MS,
  );

  it('still says nothing where a line states two different days or names the date another event', () => {
    expect(onlyDate([line('Stand 01.03.2026  Stand 02.03.2026')], ['versand', 'datum'])).toBeNull();
    expect(onlyDate([line('Kasse 3  11.03.2026 17:42')], ['versand', 'datum'])?.quoteStart).toBe(9);
    expect(onlyDate([line('Bon 4711  Bestellt am 05.02.2026')], ['versand', 'datum'])).toBeNull();
    expect(onlyDate([line('Rechnungsdatum: 01.04.2026')], ['liefer', 'datum'])).toBeNull();
  });
});
