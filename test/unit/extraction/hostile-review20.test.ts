// Hostile input found by the systematic regex audit of review20 (bench/extraction/regex-audit.ts), under the hang
// guard (test/helpers/hang-guard.ts). The masked-card patterns split a run of stars into up to four groups every way
// (a line of 120 stars took 3.6 s, growing with the fifth power of its length), and the masked-group test of an
// identifier's next word overlapped three runs (a word of 1,000 capitals and a full stop took 1.2 s, cubic). Each input
// here would take the old patterns hours; the linear ones read it in milliseconds.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const line = (text: string): TLine => ({ fileName: 'upload.txt', page: 1, text, cells: [] });
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
});
