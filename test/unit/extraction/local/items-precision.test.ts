// Line items (review of session 8): documents on which a rule of the session filled a field with a wrong value.
// Leaving a field empty is better than a wrong value, so each of these expects the field left out.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

type TField = [name: string, type: 'string' | 'number', format?: 'date'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, format]) => (format ? { name: field, type, format } : { name: field, type })),
  },
});

describe('a number before every row text', () => {
  it('is a position, not a quantity, when the rows count up 1, 2, 3', async () => {
    const result = await run(
      [
        'Invoice 1001',
        '',
        'Description                    Amount',
        '1 Website design               1,200.00',
        '2 Hosting for one year           240.00',
        '3 Domain registration             15.00',
        '',
        'Total                          1,455.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: '1 Website design', amount: 1200 },
        { description: '2 Hosting for one year', amount: 240 },
        { description: '3 Domain registration', amount: 15 },
      ],
    });
  });
});

describe('dates of a column written without their year', () => {
  it('are left empty where the one year of the document would put them months after its dates (a January statement)', async () => {
    const result = await run(
      [
        'Kontoauszug Nr. 1 vom 05.01.2027',
        '',
        'Datum    Buchungstext                 Betrag',
        '28.12.   Gehalt Dezember             2.340,00',
        '30.12.   Erstattung Versicherung       112,40',
        '03.01.   Zinsgutschrift                  4,10',
        '',
        'Neuer Saldo                          2.456,50',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'string', 'date'],
            ['buchungstext', 'string'],
            ['betrag', 'number'],
          ],
          'buchungen',
        ),
      ],
    );
    expect(result).toEqual({
      buchungen: [
        { buchungstext: 'Gehalt Dezember', betrag: 2340 },
        { buchungstext: 'Erstattung Versicherung', betrag: 112.4 },
        { datum: '2027-01-03', buchungstext: 'Zinsgutschrift', betrag: 4.1 },
      ],
    });
  });
});

describe('a count after the item text ("× 2")', () => {
  it('is not the second number of a size ("10 x 15")', async () => {
    const result = await run(
      ['Order 5521', '', '- Photo prints 10 x 15 — £4.50', '- Canvas 40 x 60 — £29.00', '', 'Total: £33.50'].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Photo prints 10 x 15', price: 4.5 },
        { description: 'Canvas 40 x 60', price: 29 },
      ],
    });
  });
});

describe('a header cell no label names, typed by the words under it', () => {
  it('does not fill the unit field with remarks', async () => {
    const result = await run(
      [
        'Invoice 77',
        '',
        'Description        Remarks              Qty    Price',
        'Steel bracket      urgent delivery      4      12.00',
        'Wall anchor        back order           10      0.80',
        '',
        'Total                                          56.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit', 'string'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Steel bracket', quantity: 4, price: 12 },
        { description: 'Wall anchor', quantity: 10, price: 0.8 },
      ],
    });
  });
});

describe('a header word whose letters stand in a field name in order', () => {
  it('does not name a field whose last word it is ("Code" is not country_code)', async () => {
    const result = await run(
      [
        'Invoice 78',
        '',
        'Description          Code      Qty    Price',
        'Steel bracket        AB-100    4      12.00',
        'Wall anchor          AB-200    10      0.80',
        '',
        'Total                                 56.00',
      ].join('\n'),
      [
        items([
          ['country_code', 'string'],
          ['description', 'string'],
          ['quantity', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Steel bracket', quantity: 4, price: 12 },
        { description: 'Wall anchor', quantity: 10, price: 0.8 },
      ],
    });
  });
});

describe('a blank line under the rows', () => {
  it('ends a table of a text and an amount: the line after it is the sum ("Rechnungsbetrag"), not an item', async () => {
    const result = await run(
      [
        'Rechnung 2026-118',
        '',
        'Leistung                          Betrag',
        'Beratung Februar                  500,00',
        'Reisekosten                        86,40',
        '',
        'Rechnungsbetrag                   586,40',
      ].join('\n'),
      [
        items([
          ['leistung', 'string'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { leistung: 'Beratung Februar', betrag: 500 },
        { leistung: 'Reisekosten', betrag: 86.4 },
      ],
    });
  });
});

describe('a tax rate field', () => {
  it('keeps the rate read from its own column when a quantity times the unit price gives no row its amount', async () => {
    const result = await run(
      [
        'Rechnung 2026-044',
        '',
        'Widget A        2     10,00     19     18,00',
        'Widget B        3      5,00     19     13,50',
        'Widget C        4      2,50      7      9,00',
        '',
        'Summe netto                   40,50',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['vat_rate', 'number'],
          ['total', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Widget A', unit_price: 10, vat_rate: 19, total: 18 },
        { description: 'Widget B', unit_price: 5, vat_rate: 19, total: 13.5 },
        { description: 'Widget C', unit_price: 2.5, vat_rate: 7, total: 9 },
      ],
    });
  });
});

describe('a unit written in the quantity cell', () => {
  it('is not the times sign of "2 x"', async () => {
    const result = await run(
      [
        'Invoice 9',
        '',
        'Description        Qty      Price     Total',
        'Cable ties         2 x      1.50      3.00',
        'Tape               3 pcs    2.00      6.00',
        '',
        'Total                               9.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit', 'string'],
          ['price', 'number'],
          ['total', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Cable ties', quantity: 2, price: 1.5, total: 3 },
        { description: 'Tape', quantity: 3, unit: 'pcs', price: 2, total: 6 },
      ],
    });
  });
});

describe('a "VAT" or "Tax" column', () => {
  const schema = [
    items([
      ['item', 'string'],
      ['qty', 'number'],
      ['price', 'number'],
      ['vat_rate', 'number'],
      ['total', 'number'],
    ]),
  ];

  it('holding amounts does not fill the rate field', async () => {
    const result = await run(
      [
        'Invoice 310',
        '',
        'Item              Qty   Price    VAT     Total',
        'Desk lamp         2     20.00    8.00    48.00',
        'Bulbs             4      2.50    2.00    12.00',
        '',
        'Total 60.00',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { item: 'Desk lamp', qty: 2, price: 20, total: 48 },
        { item: 'Bulbs', qty: 4, price: 2.5, total: 12 },
      ],
    });
  });

  it('holding rates fills it', async () => {
    const result = await run(
      [
        'Invoice 311',
        '',
        'Item              Qty   Price    VAT     Total',
        'Desk lamp         2     20.00    20%     48.00',
        'Bulbs             4      2.50    20%     12.00',
        '',
        'Total 60.00',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { item: 'Desk lamp', qty: 2, price: 20, vat_rate: 20, total: 48 },
        { item: 'Bulbs', qty: 4, price: 2.5, vat_rate: 20, total: 12 },
      ],
    });
  });
});

describe('a header cell that names the array ("Leistungen" for leistungen)', () => {
  it('does not start a table of its own when the columns before it hold fields of the items (a date)', async () => {
    const result = await run(
      [
        'Stundennachweis März',
        '',
        'Datum        Leistungen                  Stunden    Betrag',
        '03.03.2026   Konzeption Startseite       6,5        585,00',
        '04.03.2026   Umsetzung Kontaktformular   4,0        360,00',
        '',
        'Summe                                   10,5       945,00',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'string', 'date'],
            ['beschreibung', 'string'],
            ['stunden', 'number'],
            ['betrag', 'number'],
          ],
          'leistungen',
        ),
      ],
    );
    expect(result).toEqual({
      leistungen: [
        { datum: '2026-03-03', beschreibung: 'Konzeption Startseite', stunden: 6.5, betrag: 585 },
        { datum: '2026-03-04', beschreibung: 'Umsetzung Kontaktformular', stunden: 4, betrag: 360 },
      ],
    });
  });
});

describe('a capitalised text line between two rows', () => {
  it('goes on the row above when the row below is an item of its own written in lower case ("hosting setup")', async () => {
    const result = await run(
      [
        'Invoice 55',
        '',
        'Description                      Qty    Price     Total',
        'Website redesign                 1     900.00    900.00',
        'Homepage and five subpages',
        'hosting setup (one-time)         1      80.00     80.00',
        '',
        'Total                                             980.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['qty', 'number'],
          ['price', 'number'],
          ['total', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Website redesign Homepage and five subpages', qty: 1, price: 900, total: 900 },
        { description: 'hosting setup (one-time)', qty: 1, price: 80, total: 80 },
      ],
    });
  });
});
