// Hostile uploads against the blank-run patterns session 18 made linear (cellsplit18): the cell splitter of
// lines.ts and long-lines.ts, a range's join (range-dates.ts), an ageing table's period heading (period-columns.ts,
// cubic) and the `\s*X?\s*` patterns of the readers a line reaches. Each input is a long run of blanks that breaks no
// cell (em spaces, or tabs between em spaces) followed by what the pattern does not expect, so that every start in
// the run failed after scanning the rest of it. Fault tests under the hang guard (test/helpers/hang-guard.ts), sized
// so the old code runs past the 60 s guard (each one did, run once against main at be5b5ba6); today's take well
// under a second, the whole document of hostile lines a few. Lines are built here as TLine objects where the app's reader would cut them at 2,000 characters.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';
const document = (text: string) => ({
  fileName: 'upload.txt',
  contentType: 'text/plain',
  pages: [{ page: 1, text }],
  warnings: [],
});
/** A line of the given cells (texts apart by two spaces), each cell with its tokens as lines.ts makes them. */
const line = (...texts: string[]): TLine => {
  let text = '';
  const cells = texts.map((part) => {
    const start = text.length === 0 ? 0 : text.length + 2;
    text = text.length === 0 ? part : `${text}  ${part}`;
    return { start, end: start + part.length, tokens: tokenize(text, start, start + part.length) };
  });
  return { fileName: 'upload.txt', page: 1, text, cells };
};

describe('hostile input to the blank-run patterns of session 18', () => {
  it(
    'cuts one line of a word, 100,000 em spaces and a table row into pieces (was 20 s per 30,000 before the cut)',
    async () => {
      // long-lines.ts split the whole line by its cell separator before cutting it: quadratic in the em-space run.
      const lines = (await guardedReader('providers/local/lines.ts', 'documentLines', [
        document(`Widget${EM.repeat(100_000)}2  9.50`),
      ])) as TLine[];
      expect(lines.length).toBeGreaterThan(40);
      expect(lines[0]?.text.startsWith('Widget')).toBe(true);
      expect(lines.at(-1)?.cells.map((cell) => lines.at(-1)?.text.slice(cell.start, cell.end))).toEqual(['2', '9.50']);
    },
    GUARDED_TEST_MS,
  );

  it(
    'splits a line of 50,000 tabs between em spaces into its two cells, the line kept whole',
    async () => {
      // Every tab parts a cell, so the line is a table's and stays whole; from each em space after a tab the old
      // splitter scanned the rest of the run for a bar or a dotted leader.
      const text = `a${`\t${EM}`.repeat(50_000)}b`;
      const lines = (await guardedReader('providers/local/lines.ts', 'documentLines', [document(text)])) as TLine[];
      expect(lines).toHaveLength(1);
      expect(lines[0]?.cells.map((cell) => text.slice(cell.start, cell.end))).toEqual(['a', 'b']);
    },
    GUARDED_TEST_MS,
  );

  it(
    "reads no range from a date and 100,000 em spaces without a dash (the join's blanks were retried from each)",
    async () => {
      const found = await guardedReader(
        'providers/local/range-dates.ts',
        'rangeDatesIn',
        `Zeitraum 12.03.2026 a${EM.repeat(100_000)}b`,
      );
      expect(found).toEqual(['2026-03-12']);
    },
    GUARDED_TEST_MS,
  );

  it(
    'refuses a period heading of a number, 5,000 em spaces and a letter (three blank runs side by side: cubic)',
    async () => {
      // 2,000 em spaces took 49 s in one heading cell, within the app's line cut.
      const lines = [
        line('Current', '30 days', `60${EM.repeat(5_000)}x`, 'Total'),
        line('10.00', '20.00', '30.00', '60.00'),
      ];
      expect(
        await guardedReader('providers/local/period-columns.ts', 'valueUnderPeriod', lines, ['overdue', '30']),
      ).toBe(null);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a document whose labels, amounts and counts each stand before 2,000 em spaces, within the line cut',
    async () => {
      // One line per rewritten `\s*X?\s*` pattern's trigger: a branch, a card's ending, a date label, an amount, a
      // quote, a departure, an item count, "am", a registration number, a unit price, a number sign, a numbered
      // heading, a count line, a price line, a bullet's separator, a list's separator, a sentence's amount. Lines
      // the app's reader keeps whole: the old code took 132 s on them (a label's value, learned-pairs.ts, 15 s alone).
      const run = EM.repeat(2_000);
      const triggers = [
        'Filiale',
        'Card ending',
        'Rechnungsdatum',
        '12.00',
        ':',
        'ab',
        'items sold',
        'am',
        'Company reg. no',
        '1/2',
        'No',
        'Teil 1',
        'Qty: 2',
        'Price',
        'Option A',
        'fee of',
        'Kaffee 2',
        'Rabatt 5',
      ];
      const lines = [line('Invoice', 'No: 4711'), ...triggers.map((trigger) => line(`${trigger}${run}x`))];
      const schema = [
        { name: 'invoice_number', type: 'string' },
        { name: 'branch_number', type: 'string' },
        { name: 'card_last4', type: 'string' },
        { name: 'due_date', type: 'string', format: 'date' },
        { name: 'departure_time', type: 'string' },
        { name: 'item_count', type: 'number' },
        { name: 'registration_number', type: 'string' },
        { name: 'unit_price', type: 'number' },
        { name: 'late_fee', type: 'number' },
        { name: 'overdue_30', type: 'number' },
        { name: 'options', type: 'array', items: { type: 'string' } },
        {
          name: 'items',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'description', type: 'string' },
              { name: 'quantity', type: 'number' },
              { name: 'price', type: 'number' },
            ],
          },
        },
        { name: 'total', type: 'number' },
      ];
      const found = (await guardedReader('providers/local/extract-result.ts', 'extractResult', schema, lines)) as {
        result: Record<string, unknown>;
      };
      expect(found.result.invoice_number).toBe('4711');
    },
    GUARDED_TEST_MS,
  );
});
