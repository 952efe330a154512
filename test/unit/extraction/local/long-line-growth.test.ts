// Session 14 (budget14): long lines of prose-like text made the offline extractor super-linear (a 200,000-character
// line ran for more than ten minutes; 20,000 characters of German sentences with dates and sums: 33 s against 1.4 s
// for 5,000). Complexity, not time, is asserted: the work at 4n against n, the best of three runs each, must grow
// less than eightfold (linear about 4, quadratic about 16). Imports only what the code before the fix had too.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { sentenceSpans } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { itemsField, textDocument } from '../local-provider-helpers.ts';

/** The best of three runs of `work`, in milliseconds (the machine is shared: the least disturbed run counts). */
function best(work: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** How much longer `work` takes on an input four times as long: about 4 when linear, 16 when quadratic. */
const growth = (work: (size: number) => unknown, size: number) => {
  work(size); // warm-up: the first run compiles the code
  return best(() => work(4 * size)) / best(() => work(size));
};

const repeatedTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

const SCHEMA: TOutputSchema = [
  { name: 'invoice_number', type: 'string' },
  { name: 'customer_name', type: 'string' },
  { name: 'invoice_date', type: 'string', format: 'date' },
  { name: 'due_date', type: 'string', format: 'date' },
  { name: 'total', type: 'number' },
  { name: 'paid', type: 'boolean' },
  itemsField([
    ['description', 'string'],
    ['quantity', 'number'],
    ['amount', 'number'],
  ]),
];

const extractLine = (unit: string) => (size: number) =>
  extractResult(SCHEMA, documentLines([textDocument(`Rechnung\n${repeatedTo(unit, size)}\nEnde`)]));

describe('a long line of sentences', () => {
  it('is split into sentences in linear time (each full stop searched its word from the line start: quadratic)', () => {
    const text = repeatedTo('Frau Müller zahlt 1.234,56 € am 12.03.2026. Bitte bis 30.04.2026 überweisen. ', 80_000);
    const split = (size: number) => {
      for (let round = 0; round < 10; round += 1) sentenceSpans(text.slice(0, size));
    };
    expect(growth(split, 20_000)).toBeLessThan(8);
    expect(sentenceSpans('Sehr geehrte Frau Dr. Roth. Zahlung bis 8. April. Danke.')).toEqual([
      [0, 27],
      [27, 49],
      [49, 56],
    ]);
  }, 600_000);

  it('of German sentences with dates, sums and a deadline is read in linear time (before: 1.4 s at 5,000, 33 s at 20,000)', () => {
    const work = extractLine('Frau Müller zahlt den Betrag von 1.234,56 € vom 12.03.2026 innerhalb von 30 Tagen. ');
    expect(growth(work, 5_000)).toBeLessThan(8);
  }, 600_000);

  it('of English sentences is read in linear time (before: 3.7 s at 5,000, 27 s at 20,000)', () => {
    const work = extractLine(
      'Please pay the invoice of 1,234.56 EUR issued on 12 March 2026 to Mr Smith within 30 days. ',
    );
    expect(growth(work, 5_000)).toBeLessThan(8);
  }, 600_000);

  it('without spaces is read in linear time (before: 1.3 s at 5,000, 16 s at 20,000)', () => {
    const work = extractLine('Frau-Müller-zahlt-1.234,56€-am-12.03.2026-innerhalb-30-Tagen;');
    expect(growth(work, 5_000)).toBeLessThan(8);
  }, 600_000);

  it('of prose cells of 1,900 characters apart by two spaces (a table line, kept whole) is read in linear time (before: 37 s for this test, its growth below 8 too)', () => {
    const cell = repeatedTo(
      'Frau Müller zahlt den Betrag von 1.234,56 € vom 12.03.2026 innerhalb von 30 Tagen. ',
      1_900,
    );
    const work = (size: number) =>
      extractResult(SCHEMA, documentLines([textDocument(`Rechnung\n${repeatedTo(`${cell}  `, size)}\nEnde`)]));
    expect(growth(work, 10_000)).toBeLessThan(8);
  }, 600_000);
});
