// Hostile input found by the systematic regex audit of review20 (bench/extraction/regex-audit.ts), under the hang
// guard (test/helpers/hang-guard.ts). The masked-card patterns split a run of stars into up to four groups every way
// (a line of 120 stars took 3.6 s, growing with the fifth power of its length), and the masked-group test of an
// identifier's next word overlapped three runs (a word of 1,000 capitals and a full stop took 1.2 s, cubic); a cell's
// split before its number and the amount-cell test were quadratic in the cell (8,000 characters: 0.3 s), and a label
// search copied the document's lines for every cell of three words (50,000 item lines: 17 s per field). Each input
// here would take the old code many minutes or hours; the new code reads it in a few seconds at most.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../src/extraction/providers/local/candidates.ts';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'upload.txt', page: 1, text, cells: [] });
/** A line of one cell holding all its text. */
const oneCell = (text: string): TLine => ({ ...line(text), cells: [{ start: 0, end: text.length, tokens: [] }] });
const STARS = '*'.repeat(2_000);

describe('hostile input found by the regex audit of review20', () => {
  it(
    'reads no card from lines of 2,000 stars, x and bullets, and still the masked card after them',
    async () => {
      const lines = [line(STARS), line('x'.repeat(2_000)), line(`Visa ${'•'.repeat(1_999)}`), line('Karte **** 4417')];
      const card = (await guardedReader('providers/local/masked-cards.ts', 'cardValue', lines, 'digits')) as {
        text: string;
      } | null;
      expect(card?.text).toBe('4417');
    },
    GUARDED_TEST_MS,
  );

  it(
    'finds no card digits in a sentence line of 2,000 stars or x, and the card in the line after',
    async () => {
      const lines = [line(STARS), line(`Paid with ${'x'.repeat(1_990)}`), line('Paid with card XXXX XXXX XXXX 7732.')];
      const card = (await guardedReader('providers/local/sentence-values.ts', 'maskedCardDigits', lines)) as {
        text: string;
      } | null;
      expect(card?.text).toBe('7732');
    },
    GUARDED_TEST_MS,
  );

  it(
    'trims an identifier followed by a word of 10,000 capitals and a full stop',
    async () => {
      const word = `${'X'.repeat(10_000)}.`;
      const trimmed = await guardedReader('providers/local/identifiers.ts', 'trimIdentifier', `4711 ${word}`);
      expect(trimmed).toBe('4711');
    },
    GUARDED_TEST_MS,
  );

  it(
    'splits no cell of 300,000 characters of words and numbers without a number at its end',
    async () => {
      const text = `${'ab 1 '.repeat(60_000)}x`;
      const cells = (await guardedReader(
        'providers/local/cell-alignment.ts',
        'splitCells',
        oneCell(text),
        2,
      )) as unknown[];
      expect(cells).toHaveLength(1);
    },
    GUARDED_TEST_MS,
  );

  it(
    'tells no amount in cells of 400,000 characters of digits, dates and blanks',
    async () => {
      for (const unit of ['1 ', '01.02.2026 ']) {
        const text = `${unit.repeat(400_000 / unit.length)}x`;
        const cell = oneCell(text);
        const isNumber = await guardedReader(
          'providers/local/headerless-table.ts',
          'cellIsNumber',
          cell,
          cell.cells[0],
        );
        expect(isNumber).toBe(false);
      }
    },
    GUARDED_TEST_MS,
  );

  it(
    'searches a label in 150,000 lines of three words without copying the lines for each',
    async () => {
      const text = Array.from({ length: 150_000 }, (_, index) => `Item ${index} x`).join('\n');
      const page = { page: 1, text };
      const lines = documentLines([{ fileName: 'a.txt', contentType: 'text/plain', pages: [page], warnings: [] }]);
      const candidates = candidatesFor({ name: 'invoice_number' });
      const matches = await guardedReader('providers/local/find-labelled.ts', 'findLabelMatches', lines, candidates);
      expect(matches).toEqual([]);
    },
    GUARDED_TEST_MS,
  );
});
