// Line items in layouts learnt from set D (session 12): e-mail sentences "text, count @ price = amount",
// item cards of HTML shop confirmations, and slash dates of one column read in one order.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

const items = (fields: [string, 'string' | 'number', string?][], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, format]) => ({
      name: field,
      type,
      ...(format === 'date' ? { format: 'date' as const } : {}),
    })),
  },
});

/** The result of a text of these lines under a schema of one array. */
const itemsOf = (lines: string[], array: TOutputSchema[number]) => run(lines.join('\n'), [array]);

const shopItems = items([
  ['name', 'string'],
  ['quantity', 'number'],
  ['price', 'number'],
]);
const linenAndPillowcases = {
  items: [
    { name: 'Linen Duvet Cover', quantity: 1, price: 139 },
    { name: 'Pillowcases', quantity: 2, price: 98 },
  ],
};
const datedItems = items([
  ['date', 'string', 'date'],
  ['item', 'string'],
  ['amount', 'number'],
]);

describe('items in e-mail sentences', () => {
  it('reads "text, count unit @ price = amount" lines and checks that the amount is count times price', async () => {
    const result = await itemsOf(
      [
        'Hello Jana, please send us the following:',
        '',
        'Copy paper A4, 40 reams @ €4.20 = €168.00',
        'Toner cartridge black, 3 pcs @ €61.50/pc = €184.50',
        'Stapler, 2 @ €9.00 = €20.00',
        '',
        'Best regards, Tom',
      ],
      items([
        ['article', 'string'],
        ['qty', 'number'],
        ['unit_price', 'number'],
        ['amount', 'number'],
      ]),
    );
    // The stapler's amount is not 2 × 9.00: no item is better than a wrong one.
    expect(result).toEqual({
      items: [
        { article: 'Copy paper A4', qty: 40, unit_price: 4.2, amount: 168 },
        { article: 'Toner cartridge black', qty: 3, unit_price: 61.5, amount: 184.5 },
      ],
    });
  });
});

describe('items in sentences with the count first', () => {
  it('reads "12 cases of San Marzano tomatoes @ $38.50 = $462.00", the packing unit left out', async () => {
    const result = await itemsOf(
      ['We need:', '12 cases of San Marzano tomatoes @ $38.50 = $462.00', '6 Dosen Olivenöl à 54,00 € = 324,00 €'],
      shopItems,
    );
    expect(result).toEqual({
      items: [
        { name: 'San Marzano tomatoes', quantity: 12, price: 462 },
        { name: 'Olivenöl', quantity: 6, price: 324 },
      ],
    });
  });
});

describe('items in German e-mail sentences', () => {
  it('reads "Text: 12 Kisten à 38,50 € = 462,00 €" and "Text – 2,5 Std. x 64,00 € = 160,00 €" lines', async () => {
    const result = await itemsOf(
      [
        'Guten Tag Frau Lenz,',
        'wir bestellen zur Lieferung am Freitag:',
        'Tomaten San Marzano: 12 Kisten à 38,50 € = 462,00 €',
        'Montage vor Ort – 2,5 Std. x 64,00 € = 160,00 €',
        '',
        'Mit freundlichen Grüßen',
      ],
      items(
        [
          ['bezeichnung', 'string'],
          ['menge', 'number'],
          ['einzelpreis', 'number'],
          ['gesamt', 'number'],
        ],
        'positionen',
      ),
    );
    expect(result).toEqual({
      positionen: [
        { bezeichnung: 'Tomaten San Marzano', menge: 12, einzelpreis: 38.5, gesamt: 462 },
        { bezeichnung: 'Montage vor Ort', menge: 2.5, einzelpreis: 64, gesamt: 160 },
      ],
    });
  });
});

describe('counted lines above the sum', () => {
  it('reads the count of "2 x Ceramic Mug, Blue   $24.00" lines apart from the text', async () => {
    const result = await itemsOf(
      [
        'Order summary',
        '',
        '2 x Ceramic Mug, Blue          $24.00',
        '1 × Tea Infuser                 $8.50',
        '',
        'Subtotal   $32.50',
      ],
      shopItems,
    );
    expect(result).toEqual({
      items: [
        { name: 'Ceramic Mug, Blue', quantity: 2, price: 24 },
        { name: 'Tea Infuser', quantity: 1, price: 8.5 },
      ],
    });
  });

  it('reads a count in a cell of its own after the text ("Pillowcases   x2   $98.00")', async () => {
    const result = await itemsOf(
      ['Your items', '', 'Linen Duvet Cover   x1   $139.00', 'Pillowcases   x2   $98.00', '', 'Total $237.00'],
      shopItems,
    );
    expect(result).toEqual(linenAndPillowcases);
  });
});

describe('item cards', () => {
  it('reads the price behind "Price" on the line under the count', async () => {
    const result = await itemsOf(
      [
        'Order',
        '',
        'Linen Duvet Cover',
        'Quantity 1',
        'Price $139.00',
        '',
        'Pillowcases',
        'Quantity 2',
        'Price $98.00',
        '',
        'Total $237.00',
      ],
      shopItems,
    );
    expect(result).toEqual(linenAndPillowcases);
  });

  it('reads a title line, a "Qty:" line and a price line per item', async () => {
    const result = await itemsOf(
      [
        'Your order is on its way',
        '',
        'Ceramic Pour-Over Set',
        '',
        '€42.00',
        '',
        'Quantity: 1',
        '',
        'Paper Filters, 100 pack',
        '',
        '€11.80',
        '',
        'Quantity: 2',
        '',
        'Order total   €53.80',
      ],
      shopItems,
    );
    expect(result).toEqual({
      items: [
        { name: 'Ceramic Pour-Over Set', quantity: 1, price: 42 },
        { name: 'Paper Filters, 100 pack', quantity: 2, price: 11.8 },
      ],
    });
  });

  it('passes over variant lines under the title and reads the amount beside the count', async () => {
    const result = await itemsOf(
      [
        'Deine Bestellung',
        '',
        'Kapuzenpullover Bio-Baumwolle',
        'Farbe: Waldgrün',
        'Größe: L',
        'Menge: 1 · 59,95 €',
        '',
        'Sneaker Low',
        'Größe: 42',
        'Menge: 2 · 179,80 €',
        '',
        'Gesamtsumme   239,75 €',
      ],
      items(
        [
          ['artikel', 'string'],
          ['menge', 'number'],
          ['preis', 'number'],
        ],
        'positionen',
      ),
    );
    expect(result).toEqual({
      positionen: [
        { artikel: 'Kapuzenpullover Bio-Baumwolle', menge: 1, preis: 59.95 },
        { artikel: 'Sneaker Low', menge: 2, preis: 179.8 },
      ],
    });
  });

  it('reads a card line of cells "Art.-Nr. 100234 | Menge 1 | 249,00 €", which is no table header', async () => {
    const result = await itemsOf(
      [
        'Ihre Bestellung',
        '',
        'Espressomaschine Classic',
        'Art.-Nr. 100234 | Menge 1 | 249,00 €',
        '',
        'Milchkännchen 350 ml',
        'Art.-Nr. 100871 | Menge 2 | 25,80 €',
        '',
        'Summe 274,80 €',
      ],
      items(
        [
          ['name', 'string'],
          ['artikelnummer', 'string'],
          ['menge', 'number'],
          ['preis', 'number'],
        ],
        'artikel',
      ),
    );
    expect(result).toEqual({
      artikel: [
        { name: 'Espressomaschine Classic', artikelnummer: '100234', menge: 1, preis: 249 },
        { name: 'Milchkännchen 350 ml', artikelnummer: '100871', menge: 2, preis: 25.8 },
      ],
    });
  });

  it('reads no cards from a single "Qty:" line', async () => {
    const result = await itemsOf(['Gift card', 'Qty: 1', '$25.00', '', 'Thank you!'], shopItems);
    expect(result).toEqual({});
  });
});

describe('wrapped text in fixed-width tables', () => {
  it('joins a wrapped line with numbers that starts exactly under the text cell of a full row', async () => {
    const result = await itemsOf(
      [
        'ITEM     DESCRIPTION              QTY   PRICE',
        'BX-12    Hex bolt, zinc plated,   200    0.14',
        '         M8 x 40 mm, DIN 933',
        'WS-08    Washer M8                200    0.03',
        '   Delivery in 2 lots',
      ],
      items([
        ['item_code', 'string'],
        ['description', 'string'],
        ['qty', 'number'],
        ['price', 'number'],
      ]),
    );
    // The remark under the last row is not indented like the text: it is not part of the washer's text.
    expect(result).toEqual({
      items: [
        { item_code: 'BX-12', description: 'Hex bolt, zinc plated, M8 x 40 mm, DIN 933', qty: 200, price: 0.14 },
        { item_code: 'WS-08', description: 'Washer M8', qty: 200, price: 0.03 },
      ],
    });
  });
});

describe('columns whose header names no field', () => {
  it('gives the only unnamed text field to the only such column holding words', async () => {
    const result = await itemsOf(
      [
        'Lfd.\tDatum\tVorgang\tBetrag',
        '1\t02.04.2026\tBahnfahrt Köln–Berlin\t89,90 €',
        '2\t03.04.2026\tTagungsgebühr\t250,00 €',
      ],
      items([
        ['datum', 'string', 'date'],
        ['beschreibung', 'string'],
        ['betrag', 'number'],
      ]),
    );
    expect(result).toEqual({
      items: [
        { datum: '2026-04-02', beschreibung: 'Bahnfahrt Köln–Berlin', betrag: 89.9 },
        { datum: '2026-04-03', beschreibung: 'Tagungsgebühr', betrag: 250 },
      ],
    });
  });

  it('leaves the text unset when two unnamed columns hold words', async () => {
    const result = await itemsOf(
      [
        'Datum\tVorgang\tOrt\tBetrag',
        '02.04.2026\tBahnfahrt\tBerlin\t89,90 €',
        '03.04.2026\tTagung\tPotsdam\t250,00 €',
      ],
      items([
        ['datum', 'string', 'date'],
        ['beschreibung', 'string'],
        ['betrag', 'number'],
      ]),
    );
    expect(result).toEqual({
      items: [
        { datum: '2026-04-02', betrag: 89.9 },
        { datum: '2026-04-03', betrag: 250 },
      ],
    });
  });
});

describe('dates in a column', () => {
  it('reads all slash dates of a column day first when one of them can only be day first', async () => {
    const result = await itemsOf(
      [
        'Date\tItem\tAmount',
        '02/04/2026\tRail pass\t120.00',
        '05/04/2026\tHotel, 3 nights\t390.00',
        '17/04/2026\tTaxi\t35.50',
      ],
      datedItems,
    );
    expect(result).toEqual({
      items: [
        { date: '2026-04-02', item: 'Rail pass', amount: 120 },
        { date: '2026-04-05', item: 'Hotel, 3 nights', amount: 390 },
        { date: '2026-04-17', item: 'Taxi', amount: 35.5 },
      ],
    });
  });

  it('does so for two-digit years too', async () => {
    const result = await itemsOf(
      ['Date\tItem\tAmount', '09/03/26\tFlight\t214.60', '13/03/26\tTaxi\t35.50'],
      datedItems,
    );
    expect(result).toEqual({
      items: [
        { date: '2026-03-09', item: 'Flight', amount: 214.6 },
        { date: '2026-03-13', item: 'Taxi', amount: 35.5 },
      ],
    });
  });

  it('keeps US month-first dates when no date of the column is day first', async () => {
    const result = await itemsOf(
      ['Date\tItem\tAmount', '04/02/2026\tRail pass\t120.00', '04/25/2026\tTaxi\t35.50'],
      datedItems,
    );
    expect(result).toEqual({
      items: [
        { date: '2026-04-02', item: 'Rail pass', amount: 120 },
        { date: '2026-04-25', item: 'Taxi', amount: 35.5 },
      ],
    });
  });

  // One flag for the whole document: the cells follow a day-first date outside the table.
  it('reads a column day first when another date of the document can only be day first', async () => {
    const schema: TOutputSchema = [{ name: 'invoice_date', type: 'string', format: 'date' }, datedItems];
    const text = ['Invoice date: 19/04/2026', '', 'Date\tItem\tAmount', '02/04/2026\tRail pass\t120.00'];
    expect(await run(text.join('\n'), schema)).toEqual({
      invoice_date: '2026-04-19',
      items: [{ date: '2026-04-02', item: 'Rail pass', amount: 120 }],
    });
  });

  it('keeps a column month first when a date of the document can only be month first', async () => {
    const schema: TOutputSchema = [{ name: 'due_date', type: 'string', format: 'date' }, datedItems];
    const text = [
      'Due date: 04/25/2026',
      '',
      'Date\tItem\tAmount',
      '02/04/2026\tRail pass\t120.00',
      '',
      'Ref 13/04/2026',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      due_date: '2026-04-25',
      items: [{ date: '2026-02-04', item: 'Rail pass', amount: 120 }],
    });
  });
});
