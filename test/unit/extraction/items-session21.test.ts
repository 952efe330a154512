// Session 21's item fixes (development set items21): values of an item that are easy to confuse. A per-cent header
// ("VAT %") names the rate field, a unit price written "à 4,90" is no part of a receipt line's text, a bullet's count
// may carry its unit ("2 Pck. Holzschrauben à 6,49 €"), an item's `subtotal` is its line's amount, a label every
// block of an order opens with ("Item: …") is no part of the value, and slash dates are day first when the month the
// document names in words is their second part. Real parts, no mocks: a document's lines read as the extractor reads
// them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { writesDayFirst } from '../../../src/extraction/providers/local/date-order.ts';
import { extractArray } from '../../../src/extraction/providers/local/extract-arrays.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { namesMonthSecond } from '../../../src/extraction/providers/local/named-month-order.ts';
import type { TSchemaProperty } from '../../../src/extraction/schema/output-schema.ts';

const lines = (text: string) =>
  documentLines([{ fileName: 'items.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);
const field = (name: string, type: 'string' | 'number' = 'string') => ({ name, type }) as TSchemaProperty;
const itemsOf = (text: string, properties: TSchemaProperty[], name = 'items', dayFirst = true) => {
  const property = { name, type: 'array', items: { type: 'object', properties } } as Extract<
    TSchemaProperty,
    { type: 'array' }
  >;
  return extractArray(property, { lines: lines(text), sources: {}, warnings: [], dayFirst }, name) ?? [];
};

describe('columns easy to confuse', () => {
  it('reads a "VAT %" column into the item\'s tax rate, not leaving it empty', () => {
    const text = [
      'Invoice INV-3391',
      '',
      'Qty\tDescription\tUnit price\tVAT %\tAmount',
      '40\tSandwich platter (serves 4)\t18.50\t20\t740.00',
      '120\tBottled water 500 ml\t0.90\t5\t108.00',
      '',
      'Subtotal\t\t\t\t848.00',
    ].join('\n');
    const items = itemsOf(text, [
      field('quantity', 'number'),
      field('item'),
      field('price_each', 'number'),
      field('tax_rate', 'number'),
      field('line_total', 'number'),
    ]);
    expect(items).toEqual([
      { quantity: 40, item: 'Sandwich platter (serves 4)', price_each: 18.5, tax_rate: 20, line_total: 740 },
      { quantity: 120, item: 'Bottled water 500 ml', price_each: 0.9, tax_rate: 5, line_total: 108 },
    ]);
  });

  it('keeps "à 4,90" out of a restaurant bill\'s dish', () => {
    const text = [
      'Gasthaus zur Linde',
      '',
      '2 Pils 0,5l                  à 4,90        9,80',
      '1 Wiener Schnitzel                        19,50',
      '2 Apfelstrudel               à 6,55       13,10',
      '',
      'Summe                                     42,40',
    ].join('\n');
    const items = itemsOf(text, [field('menge', 'number'), field('gericht'), field('betrag', 'number')], 'speisen');
    expect(items).toEqual([
      { menge: 2, gericht: 'Pils 0,5l', betrag: 9.8 },
      { menge: 1, gericht: 'Wiener Schnitzel', betrag: 19.5 },
      { menge: 2, gericht: 'Apfelstrudel', betrag: 13.1 },
    ]);
  });
});

describe('items without a table', () => {
  it('reads bullets whose count carries its unit, the unit to the unit field', () => {
    const text = [
      'Hallo Herr Wagner,',
      '',
      'für den Carport bräuchte ich noch:',
      '',
      '- 4 Stk. Winkel 90x90x2,5 à 1,80 €',
      '- 2 Pck. Holzschrauben 5 x 60 à 6,49 €',
      '- 6 m Kantholz 60 x 80 à 3,95 €',
      '',
      'Gruß',
    ].join('\n');
    const items = itemsOf(
      text,
      [field('anzahl', 'number'), field('einheit'), field('artikel'), field('stueckpreis', 'number')],
      'material',
    );
    expect(items).toEqual([
      { anzahl: 4, einheit: 'Stk.', artikel: 'Winkel 90x90x2,5', stueckpreis: 1.8 },
      { anzahl: 2, einheit: 'Pck.', artikel: 'Holzschrauben 5 x 60', stueckpreis: 6.49 },
      { anzahl: 6, einheit: 'm', artikel: 'Kantholz 60 x 80', stueckpreis: 3.95 },
    ]);
  });

  it("gives an item's subtotal the line's amount after the equals sign", () => {
    const text = [
      'Here is what you ordered:',
      '',
      '- 3 × Printer paper A4 (500 sheets) @ 4.99 = 14.97',
      '- 10 × Ballpoint pens blue @ 0.75 = 7.50',
      '',
      'Order total: £22.47',
    ].join('\n');
    const items = itemsOf(text, [
      field('quantity', 'number'),
      field('product'),
      field('unit_price', 'number'),
      field('subtotal', 'number'),
    ]);
    expect(items).toEqual([
      { quantity: 3, product: 'Printer paper A4 (500 sheets)', unit_price: 4.99, subtotal: 14.97 },
      { quantity: 10, product: 'Ballpoint pens blue', unit_price: 0.75, subtotal: 7.5 },
    ]);
  });

  it('cuts the label every block opens with from the value, and keeps a title with a colon whole', () => {
    const text = [
      'Order #10-4471 confirmed',
      '',
      'Item: Stoneware mug 350 ml',
      'Colour: Sage',
      'Qty: 2',
      'Price: £16.00',
      '',
      'Item: Linen tea towel 50 x 70',
      'Colour: Oat',
      'Qty: 3',
      'Price: £27.00',
    ].join('\n');
    const items = itemsOf(text, [
      field('name'),
      field('colour'),
      field('quantity', 'number'),
      field('price', 'number'),
    ]);
    expect(items).toEqual([
      { name: 'Stoneware mug 350 ml', colour: 'Sage', quantity: 2, price: 16 },
      { name: 'Linen tea towel 50 x 70', colour: 'Oat', quantity: 3, price: 27 },
    ]);
  });
});

describe('slash dates and the month named in words', () => {
  const claim = [
    'EXPENSE CLAIM – MARCH 2026',
    'Date         Category     Amount',
    '09/03/2026   Rail fare    128.40',
    '10/03/2026   Meals         35.75',
  ];

  it('reads an expense claim of March with dates "09/03/2026" day first', () => {
    expect(writesDayFirst(claim.map((text) => ({ text })))).toBe(true);
    const items = itemsOf(
      claim.join('\n'),
      [
        { name: 'date', type: 'string', format: 'date' } as TSchemaProperty,
        field('category'),
        field('amount', 'number'),
      ],
      'expenses',
      writesDayFirst(claim.map((text) => ({ text }))),
    );
    expect(items.map((item) => (item as { date: string }).date)).toEqual(['2026-03-09', '2026-03-10']);
  });

  it('keeps month first where the named month is the first part, and where "May" may be a verb', () => {
    const american = ['Statement for March 2026', '03/09/2026 Coffee 4.50', '03/14/2026 Lunch 12.00'];
    expect(namesMonthSecond(american.map((text) => ({ text })))).toBe(false);
    expect(namesMonthSecond(['You may 2026 review', '05/05/2026 x'].map((text) => ({ text })))).toBe(false);
    expect(namesMonthSecond(['Delivery 02/03/2026'].map((text) => ({ text })))).toBe(false);
  });

  it('reads a line of 100,000 letters and digits quickly', () => {
    const long = `${'March 2026 '.repeat(9_000)}09/03/2026`;
    const started = Date.now();
    namesMonthSecond([{ text: long }, { text: '1 '.repeat(50_000) }, { text: 'a'.repeat(100_000) }]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('a running number and compound headers', () => {
  const plan = [
    'Tilgungsplan zum Ratenkredit Nr. KV-2026-33817',
    '',
    'Rate\tFällig am\tRatenbetrag\tZinsanteil\tTilgungsanteil\tRestschuld',
    '1\t01.05.2026\t1.022,50\t29,50\t993,00\t5.007,00',
    '2\t01.06.2026\t1.022,50\t24,62\t997,88\t4.009,12',
    '',
    'Summe\t2.045,00',
  ].join('\n');

  it('gives the running number under "Rate" to `nr` and the instalment to `rate`, the interest to `zinsen`', () => {
    const items = itemsOf(
      plan,
      [
        field('nr', 'number'),
        { name: 'faelligkeit', type: 'string', format: 'date' } as TSchemaProperty,
        field('rate', 'number'),
        field('zinsen', 'number'),
        field('tilgung', 'number'),
        field('restschuld', 'number'),
      ],
      'raten',
    );
    expect(items[0]).toEqual({
      nr: 1,
      faelligkeit: '2026-05-01',
      rate: 1022.5,
      zinsen: 29.5,
      tilgung: 993,
      restschuld: 5007,
    });
  });

  it('leaves a first column of quantities to the quantity, whatever counter field the item has', () => {
    const text = ['Menge\tArtikel\tPreis', '1\tBohrmaschine\t89,00', '3\tBohrer-Set\t12,50'].join('\n');
    const items = itemsOf(text, [
      field('pos', 'number'),
      field('menge', 'number'),
      field('artikel'),
      field('preis', 'number'),
    ]);
    expect(items.map((item) => (item as { menge?: number }).menge)).toEqual([1, 3]);
  });
});
