// Session 20 (grammar20): the money, list-mark and date grammar each live in one module (money-patterns.ts,
// list-marks.ts, date-shapes.ts) that every reader imports; the variants differ only where a comment says why. A
// label/value pair carries the index of its value's line (learned-pairs.ts), which the learned fill's due-field check
// reads. These tests pin what each shared pattern takes and leaves, the kept differences, and the pair's index.
import { describe, expect, it } from '@jest/globals';
import { DATE_CELL } from '../../../src/extraction/providers/local/date-shapes.ts';
import { fillLearned } from '../../../src/extraction/providers/local/learned-fill.ts';
import { labelValuePairs } from '../../../src/extraction/providers/local/learned-pairs.ts';
import { LEARNED_MODEL } from '../../../src/extraction/providers/local/learned-weights.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import {
  ITEM_BULLET,
  LIST_BULLET,
  LIST_MARK,
  RECEIPT_MARK,
  SPACED_LIST_MARK,
} from '../../../src/extraction/providers/local/list-marks.ts';
import {
  AMOUNT_WITH_CENTS_CELL,
  CENTS_AMOUNT_ALONE,
  CURRENCY_ALONE,
  GROUPED_AMOUNT_ALONE,
  SAYS_MONEY,
  TILL_FIGURE,
} from '../../../src/extraction/providers/local/money-patterns.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { finishesWithin, GUARDED_TEST_MS } from '../../helpers/hang-guard.ts';
import { textDocument } from './local-provider-helpers.ts';

const takes = (pattern: RegExp, texts: string[]) => texts.filter((text) => pattern.test(text));

describe('the shared money grammar (money-patterns.ts)', () => {
  it('reads an amount with cents alone, its minus after the sign; a grouped one also with blanks between groups', () => {
    const texts = ['£1,234.50', '189,90 €', '£-12.00', '1240,00', '1 240,00', '−45,20', '12.5', '4711'];
    expect(takes(CENTS_AMOUNT_ALONE, texts)).toEqual(['£1,234.50', '189,90 €', '£-12.00', '1240,00']);
    // The foot of a column: blanks may group thousands, every group whole, and a typographic minus.
    expect(takes(GROUPED_AMOUNT_ALONE, texts)).toEqual(['£1,234.50', '189,90 €', '£-12.00', '1 240,00', '−45,20']);
  });

  it("tells a header's amount cell, a till's figure, money in a value and a currency alone", () => {
    expect(takes(AMOUNT_WITH_CENTS_CELL, ['  59.44 ', '€ 1 234,00', '-12.00 EUR', '12.00 CHF', 'Betrag'])).toEqual([
      '  59.44 ',
      '€ 1 234,00',
      '-12.00 EUR',
      '12.00 CHF',
    ]);
    expect(takes(TILL_FIGURE, ['13,44', '5.42 €', '7 A', 'REWE'])).toEqual(['13,44', '5.42 €', '7 A']);
    expect(takes(SAYS_MONEY, ['68,93', 'EUR 12', '¥ 1200', '2. Klasse'])).toEqual(['68,93', 'EUR 12', '¥ 1200']);
    expect(takes(CURRENCY_ALONE, ['CHF', 'SFr.', 'AUD', 'CHF 12'])).toEqual(['CHF', 'SFr.', 'AUD']);
  });
});

describe('the shared list marks (list-marks.ts)', () => {
  it('keeps the differences each reader states: a square bullet, a plus before a word, three digits, a receipt', () => {
    const lines = ['▪ Arrival', '+ Coffee', '- Tea', '100. Order', '2 Cappuccino', '* Kettle'];
    expect(takes(ITEM_BULLET, lines)).toEqual(['▪ Arrival', '+ Coffee', '- Tea', '100. Order', '* Kettle']);
    expect(takes(LIST_BULLET, lines)).toEqual(['+ Coffee', '- Tea', '100. Order', '* Kettle']);
    expect(takes(SPACED_LIST_MARK, lines)).toEqual(['- Tea', '100. Order', '* Kettle']);
    expect(takes(LIST_MARK, lines)).toEqual(['▪ Arrival', '- Tea', '* Kettle']);
    // On a receipt a dash may be a minus and a number is the item's count.
    expect(takes(RECEIPT_MARK, lines)).toEqual(['▪ Arrival', '* Kettle']);
  });
});

describe('the shared date shapes (date-shapes.ts)', () => {
  it('takes a date cell with a whole year of two or four digits, not a year of three (column-sums.ts took one)', () => {
    const cells = ['24/12/2025', '03.02.26', '2026-03-09', '9-3-2026', '1.2.202', '02.03.', '3 Mar 2026'];
    expect(takes(DATE_CELL, cells)).toEqual(['24/12/2025', '03.02.26', '2026-03-09', '9-3-2026']);
  });

  it(
    'answers for every shared pattern on hostile texts of 100,000 characters (blanks, digits, marks, codes)',
    async () => {
      const texts = [
        `Kaffee${' '.repeat(100_000)}x`,
        `1${' 1'.repeat(50_000)},0`,
        `${'1.'.repeat(50_000)}x`,
        `${'- '.repeat(50_000)}x`,
        `${'EUR '.repeat(25_000)}1,00x`,
        `12,00${' '.repeat(100_000)}€x`,
      ];
      for (const text of texts) {
        const url = new URL('./grammar-session20-probe.ts', import.meta.url);
        expect(typeof (await finishesWithin(url, 'matchesOf', [text]))).toBe('number');
      }
    },
    GUARDED_TEST_MS,
  );
});

describe("a label/value pair's value line (learned-pairs.ts)", () => {
  const lines = documentLines([
    textDocument(['Rechnung 2026-114', 'Zahlbetrag', '', '1.023,18 €', 'abzüglich Abschläge -960,00'].join('\n')),
  ]);

  it("is the label's own line beside it and the next filled line below it", () => {
    const pairs = labelValuePairs(lines);
    const below = pairs.find((pair) => pair.kind === 'below' && pair.label === 'Zahlbetrag');
    expect(below).toMatchObject({ lineIndex: 1, valueIndex: 3 });
    expect(lines[below?.valueIndex ?? -1]).toBe(below?.value.line);
    for (const pair of pairs.filter(
      (each) => each.kind === 'colon' || each.kind === 'cell' || each.kind === 'inline',
    )) {
      expect(pair.valueIndex).toBe(pair.lineIndex);
    }
  });

  it('lets the learned fill leave a due amount the next line deducts from, even at a threshold of 0', () => {
    const schema: TOutputSchema = [{ name: 'zahlbetrag', type: 'number' }];
    const result: Record<string, unknown> = {};
    const anything = { ...LEARNED_MODEL, threshold: 0 };
    fillLearned({ schema, lines, result, sources: {}, warnings: [], found: [] }, anything);
    expect(result.zahlbetrag).not.toBe(1023.18);
  });
});
