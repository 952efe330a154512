// Hostile input to the readers session 19 (png19) added or changed: a number's trailing minus (parse-number.ts: a
// dash between blanks before a word is no minus), the options of a choice in cells of their own (checkboxes.ts), an
// IBAN's repair (iban-repair.ts), a route's em dash (unlabelled-values.ts), a "+" bullet (find-list.ts, bullet-items.ts)
// and a page's tick boxes put into its lines (box-words.ts). Each input is sized so a version that read the rest of a
// long run again from each of its characters would run past the 60 s guard (test/helpers/hang-guard.ts).
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

/** A line of the given cells (texts apart by two spaces), each cell with its tokens as lines.ts makes them. */
const line = (...texts: string[]): TLine => {
  const text = texts.join('  ');
  let start = 0;
  const cells = texts.map((part) => {
    const cell = { start, end: start + part.length, tokens: tokenize(part, 0, part.length) };
    start += part.length + 2;
    return {
      ...cell,
      tokens: cell.tokens.map((token) => ({ ...token, start: token.start + cell.start, end: token.end + cell.start })),
    };
  });
  return { fileName: 'upload.txt', page: 1, text, cells };
};

describe('hostile input to the readers of session 19 (png19)', () => {
  it(
    'reads a number followed by 200,000 blanks and a dash, and 2,000 codes each before 1,000 blanks',
    async () => {
      const reader = ['providers/local/parse-number.ts', 'parseNumber'] as const;
      expect(await guardedReader(...reader, `12${' '.repeat(200_000)}- x`)).toBe(12);
      expect(await guardedReader(...reader, `12${' '.repeat(200_000)}-`)).toBe(-12);
      expect(await guardedReader(...reader, `A1${' '.repeat(1_000)}-`.repeat(2_000))).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'joins 20,000 cells that each open with a box into one choice',
    async () => {
      const options = line('Mitgliedsart:', ...Array.from({ length: 20_000 }, (_, index) => `☐ Option ${index}`));
      const end = await guardedReader('providers/local/checkboxes.ts', 'optionCellsEnd', options, 1);
      expect(end).toBe(options.text.length);
      const boxes = `${'☐ a '.repeat(50_000)}☒ b`;
      expect(await guardedReader('providers/local/checkboxes.ts', 'checkedOption', boxes)).toBe('b');
    },
    GUARDED_TEST_MS,
  );

  it(
    'repairs no IBAN of 200,000 "O"s, and reads a route of 200,000 blanks and em dashes',
    async () => {
      expect(
        await guardedReader('providers/local/iban-repair.ts', 'repairedIban', `DE${'O'.repeat(200_000)}`),
      ).toBeNull();
      const route = line(`London${' —'.repeat(100_000)} Edinburgh`);
      expect(await guardedReader('providers/local/unlabelled-values.ts', 'routeEnd', [route], ['from'])).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads "+" bullets: a list under its label of 20,000 "+" lines, and a "+" before 200,000 blanks',
    async () => {
      const lines = [line('Kenntnisse:'), ...Array.from({ length: 20_000 }, () => line(`+${' '.repeat(10)}1`))];
      const node = { name: 'kenntnisse', type: 'string' };
      expect(await guardedReader('providers/local/find-list.ts', 'findList', lines, node, node)).toEqual(
        expect.any(Array),
      );
      const long = [line(`+${' '.repeat(200_000)}1`), line(`+${' '.repeat(200_000)}1`)];
      const properties = [
        { name: 'name', type: 'string' },
        { name: 'amount', type: 'number' },
      ];
      expect(await guardedReader('providers/local/bullet-items.ts', 'bulletItems', long, properties)).toEqual([]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'takes no tick box from a page drawn full of 10,000 small squares',
    async () => {
      // A 2,000 × 2,000 page (the OCR limit is 2,500 × 2,500) of 14 px frames 20 px apart: a pattern, not a form.
      const [width, height] = [2_000, 2_000];
      const grey = new Uint8Array(width * height).fill(255);
      for (let top = 2; top + 14 < height; top += 20) {
        for (let left = 2; left + 14 < width; left += 20) {
          for (let step = 0; step < 14; step++) {
            for (const [x, y] of [
              [left + step, top],
              [left + step, top + 13],
              [left, top + step],
              [left + 13, top + step],
            ] as const) {
              grey[y * width + x] = 0;
            }
          }
        }
      }
      expect(await guardedReader('ocr/check-boxes.ts', 'findCheckBoxes', { width, height, grey })).toEqual([]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'puts 2,000 boxes into a page of 2,000 lines of ten words',
    async () => {
      const word = (x0: number, y0: number) => ({ text: 'ab', bbox: { x0, y0, x1: x0 + 20, y1: y0 + 18 } });
      const lines = Array.from({ length: 2_000 }, (_, row) => ({
        words: Array.from({ length: 10 }, (_, column) => word(column * 40, row * 36)),
      }));
      const boxes = Array.from({ length: 2_000 }, (_, row) => ({
        left: 500,
        top: row * 36,
        right: 516,
        bottom: row * 36 + 16,
        ticked: row % 2 === 0,
      }));
      const result = (await guardedReader('ocr/box-words.ts', 'withCheckBoxes', lines, boxes)) as typeof lines;
      expect(result[0]?.words.at(-1)?.text).toBe('☒');
    },
    GUARDED_TEST_MS,
  );
});
