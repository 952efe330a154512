// Session 16 (branch wrong16): arithmetic evidence for totals. A total or an amount due found in a part of a printed
// sum (a subtotal, the tax, the total before a deposit) is the sum; a total that the parts printed right above it
// contradict is doubted (its confidence under the review threshold).
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { amountRows, partsOf, sumOver } from '../../../../src/extraction/providers/local/sum-evidence.ts';
import { doubtedSums, sumRole, withSums } from '../../../../src/extraction/providers/local/sum-totals.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import type { TSourceMap } from '../../../../src/extraction/types.ts';

const linesOf = (text: string[]) =>
  documentLines([
    { fileName: 'a.txt', contentType: 'text/plain', pages: [{ page: 1, text: text.join('\n') }], warnings: [] },
  ]);
const source = (quote: string) => ({ page: 1, quote, confidence: 0.9 });

const SHOP = [
  'Item                              Qty    Unit price    Line total',
  'Carbon touring paddle              1       249.99        249.99',
  'Dry bag 20L                        2        34.99         69.98',
  '',
  '                                   Subtotal:            319.97',
  '                                   Shipping:             14.95',
  '                                   Sales tax (8.5%):     27.20',
  '                                   Total:               362.12',
  '',
  'Thank you!',
];
const DEPOSIT = [
  'Nettobetrag                                      6.800,00',
  'zzgl. 19 % USt.                                  1.292,00',
  'Gesamtbetrag                                     8.092,00',
  'abzgl. Anzahlung vom 12.02.2026                  3.000,00',
  'Zu zahlen                                        5.092,00',
];

describe('rows that sum the rows above them', () => {
  it('reads a total as the sum of subtotal, shipping and tax, and a deposit taken off without a sign', () => {
    const lines = linesOf(SHOP);
    const rows = amountRows(lines);
    expect(partsOf(rows, lines, 7)?.map((row) => row.amount)).toEqual([27.2, 14.95, 319.97]);
    expect(sumOver(rows, lines, 4, true)?.amount).toBe(362.12);
    const german = linesOf(DEPOSIT);
    const germanRows = amountRows(german);
    expect(germanRows[3]?.amount).toBe(-3000);
    expect(partsOf(germanRows, german, 4)?.length).toBe(2);
    // A total stays over a deposit taken off it; an amount due follows it.
    expect(sumOver(germanRows, german, 2, true)).toBeNull();
    expect(sumOver(germanRows, german, 2, false)?.amount).toBe(5092);
  });

  it("keeps a charge paid on the reader's behalf and a retainer in a description as added amounts", () => {
    const lines = linesOf([
      'Import duty paid on your behalf     412.80',
      'Clearance fee                        75.00',
      'Total due                           487.80',
    ]);
    expect(partsOf(amountRows(lines), lines, 2)?.length).toBe(2);
  });
});

describe('which fields ask for a total or an amount due', () => {
  it('knows totals and dues by their name, not parts nor the sum of one kind of row', () => {
    expect(sumRole('total')).toBe('total');
    expect(sumRole('gesamtbetrag')).toBe('total');
    expect(sumRole('invoice_total')).toBe('total');
    expect(sumRole('zahlbetrag')).toBe('due');
    expect(sumRole('balance_due')).toBe('due');
    expect(sumRole('subtotal')).toBeNull();
    expect(sumRole('nettobetrag')).toBeNull();
    expect(sumRole('total_deductions')).toBeNull();
    expect(sumRole('uebernachtung_gesamt')).toBeNull();
  });
});

describe('a total found in a part of a sum', () => {
  it('takes the total over a subtotal and the amount due over a total before a deposit', () => {
    const schema: TOutputSchema = [
      { name: 'total', type: 'number' },
      { name: 'zahlbetrag', type: 'number' },
      { name: 'bruttobetrag', type: 'number' },
    ];
    const shop = linesOf(SHOP);
    const result: Record<string, unknown> = { total: 319.97 };
    const sources: TSourceMap = { total: source('319.97') };
    withSums(schema, result, sources, shop);
    expect(result).toEqual({ total: 362.12 });
    expect(sources.total?.quote).toBe('362.12');
    const german = linesOf(DEPOSIT);
    const invoice: Record<string, unknown> = { zahlbetrag: 8092, bruttobetrag: 8092 };
    withSums(schema, invoice, { zahlbetrag: source('8.092,00'), bruttobetrag: source('8.092,00') }, german);
    expect(invoice).toEqual({ zahlbetrag: 5092, bruttobetrag: 8092 });
  });

  it('takes a sum row named by a German compound ("Rechnungsbetrag", not only "Gesamtbetrag")', () => {
    // JavaScript's \b knows ASCII letters only: "betrag" inside "Rechnungsbetrag" had no word boundary before it.
    const lines = linesOf([
      'Zwischensumme                 100,00 EUR',
      'Versand                         4,90 EUR',
      'MwSt. 19 %                     19,93 EUR',
      'Rechnungsbetrag               124,83 EUR',
    ]);
    const result: Record<string, unknown> = { total: 100 };
    withSums([{ name: 'total', type: 'number' }], result, { total: source('100,00') }, lines);
    expect(result).toEqual({ total: 124.83 });
  });

  it("leaves a dunning letter's open amount and invoice amount under its fees and interest", () => {
    const schema: TOutputSchema = [
      { name: 'offener_betrag', type: 'number' },
      { name: 'rechnungsbetrag', type: 'number' },
    ];
    const lines = linesOf([
      'Rechnungsbetrag                         612,50 EUR',
      'Mahngebühr                                5,00 EUR',
      'Verzugszinsen                             3,85 EUR',
      'Gesamtforderung                         621,35 EUR',
    ]);
    const result: Record<string, unknown> = { offener_betrag: 612.5, rechnungsbetrag: 612.5 };
    withSums(schema, result, { offener_betrag: source('612,50'), rechnungsbetrag: source('612,50') }, lines);
    expect(result).toEqual({ offener_betrag: 612.5, rechnungsbetrag: 612.5 });
  });
});

describe('a total the printed parts contradict', () => {
  it('is doubted when net and tax right above it add up to another amount, and trusted when they agree', () => {
    const schema: TOutputSchema = [{ name: 'total', type: 'number' }];
    const lines = linesOf(['Net amount      200.00', 'VAT 20%          40.00', 'Total           248.00']);
    expect(doubtedSums(schema, { total: 248 }, { total: source('248.00') }, lines)).toEqual(['total']);
    const right = linesOf(['Net amount      200.00', 'VAT 20%          40.00', 'Total           240.00']);
    expect(doubtedSums(schema, { total: 240 }, { total: source('240.00') }, right)).toEqual([]);
    // Rows of a statement whose descriptions hold "tax" are no printed parts.
    const statement = linesOf([
      '14 Feb 26   SO RENT - FLAT 3          950.00     2,761.58',
      '27 Feb 26   DD COUNCIL TAX            164.00     2,717.58',
      '28 Feb 26   BALANCE CARRIED FORWARD              2,717.58',
    ]);
    const balance: TOutputSchema = [{ name: 'closing_balance', type: 'number' }];
    expect(
      doubtedSums(balance, { closing_balance: 2717.58 }, { closing_balance: source('2,717.58') }, statement),
    ).toEqual([]);
  });
});
