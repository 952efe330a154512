// Session 13's review: defects of the merged work, each test failing on the merge (ac74fa6).
import { describe, expect, it } from '@jest/globals';
import { repairRecognizedText } from '../../../../src/extraction/ocr/repair-text.ts';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { groupedHeader } from '../../../../src/extraction/providers/local/grouped-header.ts';
import { documentLines, type TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { wordAffinity } from '../../../../src/extraction/providers/local/name-affinity.ts';
import { isSummaryRow } from '../../../../src/extraction/providers/local/summary-rows.ts';
import { headerAt, headerLeaves } from '../../../../src/extraction/providers/local/table-header.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { itemsField, textDocument } from '../local-provider-helpers.ts';

const lineOf = (text: string) => documentLines([textDocument(text)])[0] as TLine;
const elapsed = (run: () => unknown) => {
  const start = Date.now();
  run();
  return Date.now() - start;
};

describe('a sums line whose sum stands in its label cell', () => {
  it('is read in linear time on a long cell of single-spaced digits (the merge: 25,000 digits, about 6 s)', () => {
    const hostile = lineOf(`Total ${'1 '.repeat(25_000)}x`);
    expect(elapsed(() => expect(isSummaryRow(hostile)).toBe(false))).toBeLessThan(1000);
  });

  it('still reads "Total paid out 1,752.68" as a sums line, and an item as none', () => {
    expect(isSummaryRow(lineOf('Total paid out 1,752.68'))).toBe(true);
    expect(isSummaryRow(lineOf('Netto 1.234,50 €'))).toBe(true);
    expect(isSummaryRow(lineOf('Oak table, solid wood, 180 cm 1,200.00'))).toBe(false);
  });
});

describe('a header whose first line groups columns', () => {
  it('is read in one walk over two lines of 40,000 cells (the merge searched the first for each: about 7 s)', () => {
    const [first, second] = documentLines([textDocument(`${'ab  '.repeat(40_000)}\n${'cd  '.repeat(40_000)}`)]);
    expect(elapsed(() => expect(groupedHeader(first as TLine, second)).toBeNull())).toBeLessThan(1000);
  });

  it('still splits "Hourly rate" over "Standard | Out of hours" into two columns', () => {
    const [first, second] = documentLines([
      textDocument('Role        Hourly rate (GBP)\nRole        Standard     Out of hours'),
    ]);
    expect(groupedHeader(first as TLine, second)?.texts).toEqual(['Role Role', 'Standard', 'Out of hours']);
  });
});

describe('a header over two lines', () => {
  it("joins its second line's cells to the first's in one walk (a search per cell: 60,000 cells, 20 s; now about 5 s in jest, most of it reading the cells)", () => {
    const text = `Description  Amount  ${'ab  '.repeat(60_000)}\n${'cd  '.repeat(60_000)}`;
    const lines = documentLines([textDocument(text)]);
    const leaves = headerLeaves([
      { name: 'description', type: 'string' },
      { name: 'amount', type: 'number' },
    ]);
    expect(elapsed(() => expect(headerAt(lines, 0, leaves)?.lines).toBe(2))).toBeLessThan(10_000);
  });

  it('still reads "Artikel- | Einzel-" over "nummer | preis €" as one header', () => {
    const lines = documentLines([textDocument('Artikel-    Menge    Einzel-\nnummer               preis €')]);
    const leaves = headerLeaves([
      { name: 'article_number', type: 'string' },
      { name: 'quantity', type: 'number' },
      { name: 'unit_price', type: 'number' },
    ]);
    expect(headerAt(lines, 0, leaves)).toMatchObject({ named: 3, lines: 2 });
  });
});

describe('a header line of many words', () => {
  it('is read in linear time for a second table beside the first (the merge: 4,000 words, about 8 s)', () => {
    // Distinct words ("wa", "wb", …): each cell was compared with every cell before it, its words read again.
    const words = Array.from(
      { length: 4_000 },
      (_, index) => `w${index.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? '')}`,
    );
    const text = `Description  Amount  ${words.join('  ')}\nWidget  12.00`;
    const schema: TOutputSchema = [
      itemsField([
        ['description', 'string'],
        ['amount', 'number'],
      ]),
    ];
    const run = () => expect(extractResult(schema, documentLines([textDocument(text)])).result);
    expect(elapsed(() => run().toEqual({ items: [{ description: 'Widget', amount: 12 }] }))).toBeLessThan(2000);
  });
});

describe('a doer and the one it is done to', () => {
  it('are words on one root: "ordered" is "order" inflected, "covered" is "cover"', () => {
    expect(wordAffinity('ordered', 'order')).toBe(1);
    expect(wordAffinity('covered', 'cover')).toBe(1);
    expect(wordAffinity('registered', 'register')).toBe(1);
    expect(wordAffinity('insured', 'insurer')).toBe(0);
    expect(wordAffinity('lessee', 'lessor')).toBe(0);
    expect(wordAffinity('payee', 'payer')).toBe(0);
  });
});

describe('OCR repair of the litre sign', () => {
  it('leaves a price per one unit alone ("2,99 €/1 kg"), and still repairs a price per litre', () => {
    expect(repairRecognizedText('Grundpreis 2,99 €/1 kg')).toBe('Grundpreis 2,99 €/1 kg');
    expect(repairRecognizedText('Preis/1 Stück 4,20 EUR')).toBe('Preis/1 Stück 4,20 EUR');
    expect(repairRecognizedText('1,679 EUR/1 A')).toBe('1,679 EUR/l A');
  });
});
