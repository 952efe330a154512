// Hostile uploads against session 19's item readers (items19): bullet lines with a unit price beside the text
// (bullet-items.ts), labelled codes under an item (item-sub-lines.ts), discount and long-text lines between a table's
// rows (table-rows.ts, row-parts.ts), schedule entries (schedule-lines.ts) and parted lines (parted-lines.ts). Each
// line holds a run of 200,000 em spaces, which the app's line reader never cuts, between the parts a pattern looks
// for, so a pattern retried from each blank of the run would take minutes; the readers cap the lines they try or
// anchor their patterns, and the whole document takes well under a second. Lines are built here as TLine objects.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import type { TTableRow } from '../../../src/extraction/providers/local/table-rows.ts';
import { tokenize } from '../../../src/extraction/providers/local/words.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const EM = '\u2003';
const RUN = EM.repeat(200_000);
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
const ITEM = [
  field('quantity', 'number'),
  field('product'),
  field('sku'),
  field('unit_price', 'number'),
  field('total', 'number'),
];
const rows = (found: unknown) => ((found as { rows: TTableRow[] } | null)?.rows ?? []) as TTableRow[];

describe('hostile input to the item readers of session 19', () => {
  it(
    'reads bullet lines whose unit price stands 200,000 em spaces after the text',
    async () => {
      const lines = [
        line(`* 2 × Oak bracket${RUN}(£4.50 each) – £9.00`),
        line(`* 3 × Wall plug${RUN}je 2,25 € – £6.75`),
        line(`* 1 × Shelf (${RUN}£4.50 each) – £4.50`),
      ];
      const found = rows(await guardedReader('providers/local/find-table.ts', 'findTable', lines, ITEM, 'items'));
      expect(found.length).toBeLessThanOrEqual(3);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no code from a sub-line of a label, 200,000 em spaces and a number under an item',
    async () => {
      const lines = [
        line('1 x Akku-Bohrschrauber', '129,99 EUR'),
        line(`Art.-Nr.${RUN}4471920`),
        line(`SKU:${RUN}LDC-D-SG`),
        line('2 x Bit-Set', '25,98 EUR'),
      ];
      const [quantity, product, sku, , total] = ITEM as [
        TSchemaProperty,
        TSchemaProperty,
        TSchemaProperty,
        TSchemaProperty,
        TSchemaProperty,
      ];
      const given: TTableRow[] = [0, 3].map((index) => ({
        line: lines[index] as TLine,
        values: new Map<TSchemaProperty, string | number>([
          [quantity, 1],
          [product, 'x'],
          [total, 1],
        ]),
        missing: [],
      }));
      const read = (await guardedReader(
        'providers/local/item-sub-lines.ts',
        'withItemSubLines',
        given,
        lines,
        ITEM,
        false,
      )) as TTableRow[];
      expect(read.every((row) => ![...row.values.keys()].some((key) => key.name === sku.name))).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a receipt whose count lines hold 200,000 em spaces between their label, number and code',
    async () => {
      const lines = [
        line('Team plan', '$90.00'),
        line(`Qty${RUN}6`),
        line('Extra storage', '$9.00'),
        line(`Qty 1 ·${RUN}Item #SL-12`),
        line('Subtotal', '$99.00'),
      ];
      const found = (await guardedReader(
        'providers/local/receipt-items.ts',
        'receiptItems',
        lines,
        ITEM,
      )) as TTableRow[];
      expect(found.length).toBeLessThanOrEqual(2);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads a table past discount and long-text lines of 200,000 em spaces',
    async () => {
      const lines = [
        line('Product', 'Qty', 'Unit price', 'Total'),
        line('Docking station', '2', '189.00', '378.00'),
        line(`Discount${RUN}10 %: -37.80`),
        line('Keyboard', '4', '45.50', '182.00'),
        line(`          Long text${RUN}going on`),
        line('Mouse', '1', '20.00', '20.00'),
      ];
      const found = rows(await guardedReader('providers/local/find-table.ts', 'findTable', lines, ITEM, 'items'));
      expect(found.length).toBeGreaterThanOrEqual(1);
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no schedule entry or parted line from lines of 200,000 em spaces between their parts',
    async () => {
      const lines = [
        line(`09:00 -${RUN}09:30 Registration`),
        line(`Mo, 04.05.2026,${RUN}10:00 Uhr – Thema (Raum 2.14)`),
        line(`1. Dr Jane Holt,${RUN}University of York <jane@york.example>`),
        line(`Ruth Fairley (${RUN}) - 07700 900118`),
      ];
      const schedule = [field('start'), field('end'), field('title'), field('room')];
      const people = [field('name'), field('organisation'), field('email'), field('phone')];
      const scheduled = (await guardedReader(
        'providers/local/schedule-lines.ts',
        'scheduleLines',
        lines,
        schedule,
        false,
      )) as TTableRow[];
      const parted = (await guardedReader(
        'providers/local/parted-lines.ts',
        'partedLines',
        lines,
        people,
        false,
      )) as TTableRow[];
      expect([scheduled.length, parted.length]).toEqual([0, 0]);
      const entry = await guardedReader(
        'providers/local/schedule-lines.ts',
        'scheduleEntry',
        `09:00 ${'9'.repeat(300_000)}`,
      );
      expect(entry).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});
