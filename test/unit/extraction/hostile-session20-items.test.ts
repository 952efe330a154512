// Hostile uploads against session 20's item readers (items20): the repeated-structure reader (shaped-rows.ts, with
// row-pieces.ts cutting each line into values) and the fill of a field no row read (unread-fields.ts). Long lines
// (100,000 characters of blanks, digits, repeated labels) are no rows; documents of thousands of short lines of one
// shape, of alternating shapes, of blocks and of headings are read in one pass per block length. Lines are built
// here as TLine objects; the readers run in a guarded thread.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import type { TTableRow } from '../../../src/extraction/providers/local/table-rows.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

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
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const ITEM = [field('name'), field('role'), field('phone'), field('since'), field('amount', 'number')];
const shaped = async (lines: TLine[]) =>
  (await guardedReader('providers/local/shaped-rows.ts', 'shapedRows', lines, ITEM, true)) as TTableRow[];

describe('hostile input to the item readers of session 20', () => {
  it(
    'reads no row from lines of 100,000 blanks, digits or repeated labels',
    async () => {
      const lines = [
        line(`Chair – ${' '.repeat(100_000)}Helen Marsh – since 2020`),
        line(`${'9'.repeat(100_000)} – 12,00 €`),
        line('Raum: '.repeat(20_000)),
        line(`(${'('.repeat(100_000)} – 12:00–13:00`),
        line(`Tel. ${'0 '.repeat(50_000)}`),
      ];
      expect(await shaped([...lines, ...lines])).toEqual([]);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads 4,000 lines of one shape, and 4,000 alternating with headings, in one pass',
    async () => {
      const rows = Array.from({ length: 4_000 }, (_, index) =>
        line(`Chair – Helen Marsh – since 2020 – ${index},00 €`),
      );
      expect((await shaped(rows)).length).toBe(4_000);
      const headed = Array.from({ length: 4_000 }, (_, index) =>
        index % 2 === 0 ? line('GARDEN') : line(`Cut back hedges – £${index}.00`),
      );
      expect((await shaped(headed)).length).toBeLessThanOrEqual(2_000);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads 4,000 lines of blocks and of shapes that almost repeat',
    async () => {
      const blocks = Array.from(
        { length: 4_000 },
        (_, index) =>
          [line('Anna Berger'), line('Sales'), line('030 221 904-11'), line('a.berger@example.org')][
            index % 4
          ] as TLine,
      );
      expect((await shaped(blocks)).length).toBeLessThanOrEqual(1_000);
      // Six kinds in turn, each line one value longer: no block length repeats, every start is tried.
      const kinds = ['12.03.2026', '10:00', 'Text', '0171 4829930', '12,00 €', 'AB-1234'];
      const almost = Array.from({ length: 4_000 }, (_, index) => line(kinds.slice(0, 1 + (index % 6)).join(' – ')));
      expect(Array.isArray(await shaped(almost))).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'fills an unread field over 4,000 rows whose lines hold the same text',
    async () => {
      const [name, role] = ITEM as [TSchemaProperty, TSchemaProperty];
      const rows = Array.from({ length: 4_000 }, (_, index) => ({
        line: line(`Helen Marsh ${index} – Chair – Chair – Chair`),
        values: new Map([[name, `Helen Marsh ${index}`]]),
        missing: [role],
      }));
      const found = (await guardedReader(
        'providers/local/unread-fields.ts',
        'withUnreadFields',
        rows,
        [name, role],
        true,
        new Set<string>(),
      )) as TTableRow[];
      expect(found.length).toBe(4_000);
    },
    GUARDED_TEST_MS,
  );
});
