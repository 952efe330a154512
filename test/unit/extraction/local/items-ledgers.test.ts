// Line items (session 9): mechanisms that do not depend on the words of a layout: where a row's cells stand
// under the header, a running balance's arithmetic, a line under the header that fills no field.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

type TField = [string, 'string' | 'number' | 'date'];
const items = (fields: TField[], name = 'entries'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type]) =>
      type === 'date' ? { name: field, type: 'string', format: 'date' } : { name: field, type },
    ),
  },
});

describe('an account with a running balance', () => {
  const ledger = items([
    ['posted', 'date'],
    ['details', 'string'],
    ['debit', 'number'],
    ['credit', 'number'],
    ['balance', 'number'],
  ]);

  it('puts each amount under the header cell it stands under and drops the opening and closing rows', async () => {
    const result = await extractVerified(
      [
        'Posted      Details                           Debit        Credit       Balance',
        '02 Jun 25   OPENING FIGURE                                              500.00',
        '04 Jun 25   GRID POWER 7741                   61.20                     438.80',
        '09 Jun 25   PAYROLL NORTHWIND                              1,900.00     2,338.80',
        '15 Jun 25   CAFE 12                           8.40                      2,330.40',
        '30 Jun 25   FINAL FIGURE                                                2,330.40',
      ].join('\n'),
      [ledger],
    );
    expect(result).toEqual({
      entries: [
        { posted: '2025-06-04', details: 'GRID POWER 7741', debit: 61.2, balance: 438.8 },
        { posted: '2025-06-09', details: 'PAYROLL NORTHWIND', credit: 1900, balance: 2338.8 },
        { posted: '2025-06-15', details: 'CAFE 12', debit: 8.4, balance: 2330.4 },
      ],
    });
  });

  it('keeps first and last rows that move money, and rows whose balance does not follow from the one above', async () => {
    const result = await extractVerified(
      [
        'Posted      Details                           Debit        Credit       Balance',
        '04 Jun 25   GRID POWER                        61.20                     438.80',
        '09 Jun 25   PAYROLL                                        1,900.00     2,338.80',
        '15 Jun 25   CAFE                              8.40                      2,330.40',
        '30 Jun 25   SUMMARY                                                     9,999.00',
      ].join('\n'),
      [ledger],
    );
    expect((result as { entries: unknown[] }).entries.length).toBe(4);
  });
});

describe('a rent account (Soll | Haben | Saldo)', () => {
  it('passes a first line that fills no field and reads the amounts under their own columns', async () => {
    const result = await extractVerified(
      [
        'Datum        Buchungstext       Soll         Haben        Saldo',
        '             Vortrag                                      0,00',
        '01.04.2026   Pacht April        650,00                    -650,00',
        '03.04.2026   Eingang                         650,00       0,00',
        '01.05.2026   Pacht Mai          650,00                    -650,00',
      ].join('\n'),
      [
        items([
          ['datum', 'date'],
          ['text', 'string'],
          ['soll', 'number'],
          ['haben', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      entries: [
        { datum: '2026-04-01', text: 'Pacht April', soll: 650 },
        { datum: '2026-04-03', text: 'Eingang', haben: 650 },
        { datum: '2026-05-01', text: 'Pacht Mai', soll: 650 },
      ],
    });
  });
});

describe('a line of values over the header', () => {
  it('does not take a line holding a date for the first line of a two-line header', async () => {
    const result = await extractVerified(
      [
        'Client              Note no.            Date                Order',
        'Bistro Kranich      CN-88               03.02.2026          OR-5521',
        'Qty                           Product                       Net amount',
        '4                             Apple juice 0,2 l (damaged)19,60',
        '2                             Crate of glasses              7,00',
      ].join('\n'),
      [
        items(
          [
            ['qty', 'number'],
            ['product', 'string'],
            ['amount', 'number'],
          ],
          'lines',
        ),
      ],
    );
    expect((result as { lines: unknown }).lines).toEqual([
      { qty: 4, product: 'Apple juice 0,2 l (damaged)', amount: 19.6 },
      { qty: 2, product: 'Crate of glasses', amount: 7 },
    ]);
  });
});

describe('header words that tell sibling fields apart', () => {
  it('maps "Picked" and "Missing" to qty_picked and qty_missing (both fields share "qty")', async () => {
    const result = await extractVerified(
      [
        'Code      Article                  Requested   Picked   Missing',
        'TR-100    Folding chair, oak       20          18       2',
        'TR-220    Trestle table 180 cm     5           5        0',
      ].join('\n'),
      [
        items(
          [
            ['code', 'string'],
            ['article', 'string'],
            ['qty_picked', 'number'],
            ['qty_missing', 'number'],
          ],
          'lines',
        ),
      ],
    );
    expect(result).toEqual({
      lines: [
        { code: 'TR-100', article: 'Folding chair, oak', qty_picked: 18, qty_missing: 2 },
        { code: 'TR-220', article: 'Trestle table 180 cm', qty_picked: 5, qty_missing: 0 },
      ],
    });
  });

  it('maps "Departing" and "Arriving" to departure_time and arrival_time, and "Date" to departure_date', async () => {
    const result = await extractVerified(
      [
        'Train     Date              Departing   Arriving',
        'IC 2041   Fri 8 May 2026    07:12       10:48',
        'IC 2046   Sun 10 May 2026   18:05       21:40',
      ].join('\n'),
      [
        {
          name: 'legs',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'train', type: 'string' },
              { name: 'departure_date', type: 'string', format: 'date' },
              { name: 'departure_time', type: 'string', format: 'time' },
              { name: 'arrival_time', type: 'string', format: 'time' },
            ],
          },
        },
      ],
    );
    expect(result).toEqual({
      legs: [
        { train: 'IC 2041', departure_date: '2026-05-08', departure_time: '07:12', arrival_time: '10:48' },
        { train: 'IC 2046', departure_date: '2026-05-10', departure_time: '18:05', arrival_time: '21:40' },
      ],
    });
  });
});

describe('a till receipt without a header', () => {
  it('reads a name with a number sign over its quantity line, and takes no "TENDER  12.50" line for a header', async () => {
    const result = await extractVerified(
      [
        'NORTHSIDE GARDEN SUPPLY',
        '',
        'POTTING MIX 40QT        8.49',
        'HOSE CLAMP #6 SS',
        '  4 @ 1.25              5.00',
        'TWINE 200FT             3.99',
        '',
        'SUBTOTAL               17.48',
        'TOTAL                  17.48',
        'CREDIT                 17.48',
        '  ************4417   APPR 88120',
      ].join('\n'),
      [
        items(
          [
            ['description', 'string'],
            ['quantity', 'number'],
            ['amount', 'number'],
          ],
          'items',
        ),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'POTTING MIX 40QT', amount: 8.49 },
        { description: 'HOSE CLAMP #6 SS', quantity: 4, amount: 5 },
        { description: 'TWINE 200FT', amount: 3.99 },
      ],
    });
  });
});

describe('a discount row among the items', () => {
  const schema = [
    items(
      [
        ['label', 'string'],
        ['amount', 'number'],
      ],
      'charges',
    ),
  ];

  it('keeps a row below zero when with it the rows add up to the stated total', async () => {
    const result = await extractVerified(
      [
        'Charge                          Amount',
        'Course fee, autumn term         1,200.00',
        'Materials                       150.00',
        'Early booking reduction         -120.00',
        'Total                           1,230.00',
      ].join('\n'),
      schema,
    );
    expect((result as { charges: unknown[] }).charges).toHaveLength(3);
  });

  it('drops a payment that settles the rows to a balance of nothing', async () => {
    const result = await extractVerified(
      [
        'Charge                          Amount',
        'Course fee, autumn term         1,200.00',
        'Materials                       150.00',
        'Card payment                    -1,350.00',
        '',
        'Balance due                     0.00',
      ].join('\n'),
      schema,
    );
    expect((result as { charges: unknown[] }).charges).toHaveLength(2);
  });

  it('still drops a payment received when the total is that of the other rows', async () => {
    const result = await extractVerified(
      [
        'Charge                          Amount',
        'Course fee, autumn term         1,200.00',
        'Materials                       150.00',
        'Payment received                -500.00',
        'Total                           1,350.00',
      ].join('\n'),
      schema,
    );
    expect((result as { charges: unknown[] }).charges).toHaveLength(2);
  });
});

describe('an order with prices per hundred and part numbers under the rows', () => {
  it('reads "4,50/100 Stk" as price and price unit, "Teil-Nr." as teilenummer, and parts a cell run on into "Menge"', async () => {
    const result = await extractVerified(
      [
        'Pos     Artikel                 Menge         Preis           Betrag',
        '1       Holzdübel Buche 8x40 mm 5.000 Stk     4,50/100 Stk    225,00',
        '        Teil-Nr. 77-104',
        '2       Spanplattenschraube      800 Stk      12,00/100 Stk   96,00',
        '        Teil-Nr. 77-311',
      ].join('\n'),
      [
        items(
          [
            ['pos', 'number'],
            ['teilenummer', 'string'],
            ['artikel', 'string'],
            ['menge', 'number'],
            ['preiseinheit', 'number'],
            ['preis', 'number'],
            ['betrag', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        {
          pos: 1,
          teilenummer: '77-104',
          artikel: 'Holzdübel Buche 8x40 mm',
          menge: 5000,
          preiseinheit: 100,
          preis: 4.5,
          betrag: 225,
        },
        {
          pos: 2,
          teilenummer: '77-311',
          artikel: 'Spanplattenschraube',
          menge: 800,
          preiseinheit: 100,
          preis: 12,
          betrag: 96,
        },
      ],
    });
  });
});

describe('an account statement whose entries run over several lines', () => {
  const statement = [
    'Datum           Wert            Art                   Betrag',
    '31.05.2026                      Anfangssaldo          1.000,00+',
    '03.06.2026      03.06.2026      Lastschrift           45,00-',
    '                                Gasversorgung Nord',
    '                                Abschlag Juni',
    '10.06.2026      10.06.2026      Gutschrift            500,00+',
    '                                Tischlerei Borg',
    '12.06.2026      11.06.2026      Kartenzahlung',
    '                                Bäckerei Sonne        7,20-',
    '30.06.2026                      Endsaldo              1.447,80+',
  ].join('\n');

  it('drops the opening and closing rows (one layout, the last the sum above), puts the second line in the spare text field, and takes the amount from the line under a dated row', async () => {
    const result = await extractVerified(statement, [
      items([
        ['datum', 'date'],
        ['art', 'string'],
        ['partner', 'string'],
        ['betrag', 'number'],
      ]),
    ]);
    expect(result).toEqual({
      entries: [
        { datum: '2026-06-03', art: 'Lastschrift', partner: 'Gasversorgung Nord', betrag: -45 },
        { datum: '2026-06-10', art: 'Gutschrift', partner: 'Tischlerei Borg', betrag: 500 },
        { datum: '2026-06-12', art: 'Kartenzahlung', partner: 'Bäckerei Sonne', betrag: -7.2 },
      ],
    });
  });
});

describe('items as blocks of unlabelled values', () => {
  const legs: TOutputSchema[number] = {
    name: 'legs',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'service', type: 'string' },
        { name: 'origin', type: 'string' },
        { name: 'destination', type: 'string' },
        { name: 'day', type: 'string', format: 'date' },
        { name: 'leaves', type: 'string', format: 'time' },
        { name: 'arrives', type: 'string', format: 'time' },
        { name: 'fare', type: 'number' },
      ],
    },
  };

  it('reads blocks whose dates, times, codes and amounts come in the same order, by kind and order', async () => {
    const result = await extractVerified(
      [
        'Your trip',
        '',
        'OUTBOUND   Mon 6 Jul 2026   RX 4410   fare 39.90',
        '           Lyon (LYS) 06:50 > Turin (TRN) 10:05',
        '',
        'RETURN     Thu 9 Jul 2026   RX 4417   fare 44.50',
        '           Turin (TRN) 17:30 > Lyon (LYS) 20:55',
        '',
        'Thank you for travelling with us.',
      ].join('\n'),
      [legs],
    );
    expect(result).toEqual({
      legs: [
        {
          service: 'RX 4410',
          origin: 'LYS',
          destination: 'TRN',
          day: '2026-07-06',
          leaves: '06:50',
          arrives: '10:05',
          fare: 39.9,
        },
        {
          service: 'RX 4417',
          origin: 'TRN',
          destination: 'LYS',
          day: '2026-07-09',
          leaves: '17:30',
          arrives: '20:55',
          fare: 44.5,
        },
      ],
    });
  });

  it('reads nothing when a block lacks one of the values', async () => {
    const result = await extractVerified(
      [
        'OUTBOUND   Mon 6 Jul 2026   RX 4410   fare 39.90',
        '           Lyon (LYS) 06:50 > Turin (TRN) 10:05',
        '',
        'RETURN     Thu 9 Jul 2026   open return',
        '           Turin (TRN) > Lyon (LYS)',
      ].join('\n'),
      [legs],
    );
    expect(result).toEqual({});
  });
});

describe('cells holding more than the field asks for', () => {
  it('gives only the bracketed code to a field asked for as a code', async () => {
    const result = await extractVerified(
      [
        'Service    From                       To                         Seats',
        'RX 4410    Lyon Part-Dieu (LYS)       Torino Porta Susa (TRN)    2',
        'RX 4417    Torino Porta Susa (TRN)    Lyon Part-Dieu (LYS)       2',
      ].join('\n'),
      [
        {
          name: 'legs',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'service', type: 'string' },
              { name: 'from', type: 'string', description: 'station code' },
              { name: 'to', type: 'string' },
              { name: 'seats', type: 'number' },
            ],
          },
        },
      ],
    );
    expect(result).toEqual({
      legs: [
        { service: 'RX 4410', from: 'LYS', to: 'Torino Porta Susa (TRN)', seats: 2 },
        { service: 'RX 4417', from: 'TRN', to: 'Lyon Part-Dieu (LYS)', seats: 2 },
      ],
    });
  });

  it("reads a form's numbered boxes as headers without their numbers", async () => {
    const result = await extractVerified(
      [
        '3 Marks     4 Packages   5 Goods                 8 Gross weight kg',
        'AB-1        12           Ceramic tiles           840',
        'AB-2        3            Grout, 25 kg bags       75',
      ].join('\n'),
      [
        items(
          [
            ['packages', 'number'],
            ['goods', 'string'],
            ['gross_weight_kg', 'number'],
          ],
          'lines',
        ),
      ],
    );
    expect(result).toEqual({
      lines: [
        { packages: 12, goods: 'Ceramic tiles', gross_weight_kg: 840 },
        { packages: 3, goods: 'Grout, 25 kg bags', gross_weight_kg: 75 },
      ],
    });
  });
});

describe('lines between rows and headers that state units', () => {
  it('passes over a line framed by rulings and maps "Menge in m³" to volumen_m3', async () => {
    const result = await extractVerified(
      [
        'Nr.     Ware                    Gewicht kg     Menge in m³',
        '1       Kiefernbretter          420            1,2',
        '== Sonderposten ==',
        '2       Eichenbohlen            610            0,9',
        '        ** nur gegen Vorkasse **',
        '3       Fichtenlatten           150            0,6',
      ].join('\n'),
      [
        items(
          [
            ['ware', 'string'],
            ['gewicht_kg', 'number'],
            ['volumen_m3', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        { ware: 'Kiefernbretter', gewicht_kg: 420, volumen_m3: 1.2 },
        { ware: 'Eichenbohlen', gewicht_kg: 610, volumen_m3: 0.9 },
        { ware: 'Fichtenlatten', gewicht_kg: 150, volumen_m3: 0.6 },
      ],
    });
  });
});

describe('items of numbers only under a sentence', () => {
  it('reads lines whose cells each hold one number, in the schema order', async () => {
    const result = await extractVerified(
      [
        'Wenn der Zins steigt auf          wäre Ihre Rate',
        '3,5 %                             rund 912 Euro',
        '4,0 %                             rund 967 Euro',
        '',
        'Bitte prüfen Sie Ihre Unterlagen.',
      ].join('\n'),
      [
        items(
          [
            ['zins_prozent', 'number'],
            ['rate', 'number'],
          ],
          'szenarien',
        ),
      ],
    );
    expect(result).toEqual({
      szenarien: [
        { zins_prozent: 3.5, rate: 912 },
        { zins_prozent: 4, rate: 967 },
      ],
    });
  });
});

describe('wrapped text under an item without dates', () => {
  it('stays the description even when a text field has no column', async () => {
    const result = await extractVerified(
      [
        'Description                   Qty     Price',
        'Workshop facilitation for     2       450.00',
        'the spring planning days',
        'Printed handouts              40      1.20',
      ].join('\n'),
      [
        items(
          [
            ['description', 'string'],
            ['sku', 'string'],
            ['qty', 'number'],
            ['price', 'number'],
          ],
          'items',
        ),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Workshop facilitation for the spring planning days', qty: 2, price: 450 },
        { description: 'Printed handouts', qty: 40, price: 1.2 },
      ],
    });
  });
});

describe('a dated line without an amount', () => {
  it('ends the items when the line under it brings no amount', async () => {
    const result = await extractVerified(
      [
        'Date         Service              Amount',
        '02.05.2026   Window cleaning      80.00',
        '09.05.2026   Gutter cleaning      120.00',
        '30.05.2026   Next visit',
        'Reminder     Late fee             5.00',
      ].join('\n'),
      [
        items(
          [
            ['date', 'date'],
            ['service', 'string'],
            ['amount', 'number'],
          ],
          'visits',
        ),
      ],
    );
    expect(result).toEqual({
      visits: [
        { date: '2026-05-02', service: 'Window cleaning', amount: 80 },
        { date: '2026-05-09', service: 'Gutter cleaning', amount: 120 },
      ],
    });
  });
});

describe('an invoice whose first item and sum share a layout', () => {
  it('keeps the first item: its rows do not move money both ways', async () => {
    const result = await extractVerified(
      [
        'Pos   Leistung                 Std.     Betrag',
        '1     Pauschale Anfahrt                 40,00',
        '2     Montage Küche            6        390,00',
        '3     Elektroanschluss         2        130,00',
        '4     Endbetrag                         560,00',
      ].join('\n'),
      [
        items(
          [
            ['leistung', 'string'],
            ['std', 'number'],
            ['betrag', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect((result as { positionen: { leistung: string }[] }).positionen[0]?.leistung).toBe('Pauschale Anfahrt');
  });
});

describe('number columns whose headers name no field', () => {
  const schema = [
    items(
      [
        ['description', 'string'],
        ['quantity', 'number'],
        ['unit_price', 'number'],
        ['amount', 'number'],
      ],
      'items',
    ),
  ];

  it('places them by quantity × unit price = amount, the quantity a whole number', async () => {
    const result = await extractVerified(
      [
        'Description             Pcs.x   Tarif      Sum',
        'Hinge, brass            12      2.40       28.80',
        'Drawer runner 45 cm     4       11.25      45.00',
        'Screws, box of 200      1       6.90       6.90',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { description: 'Hinge, brass', quantity: 12, unit_price: 2.4, amount: 28.8 },
        { description: 'Drawer runner 45 cm', quantity: 4, unit_price: 11.25, amount: 45 },
        { description: 'Screws, box of 200', quantity: 1, unit_price: 6.9, amount: 6.9 },
      ],
    });
  });

  it('leaves them unplaced when the numbers do not add up', async () => {
    const result = await extractVerified(
      [
        'Description             Pcs.x   Tarif      Sum',
        'Hinge, brass            12      2.40       30.00',
        'Drawer runner 45 cm     4       11.25      45.00',
      ].join('\n'),
      schema,
    );
    expect((result as { items?: { quantity?: number }[] }).items?.[0]?.quantity).toBeUndefined();
  });
});

describe('a two-consonant header', () => {
  it('names a short field whose letters it keeps in order ("PG" for page, "LN" for line)', async () => {
    const result = await extractVerified(
      [
        'PG  LN  ENTRY                          HOURS',
        ' 1   1  SITE SURVEY                     3.5',
        ' 1   2  DRAFTING                        6.0',
      ].join('\n'),
      [
        items(
          [
            ['page', 'number'],
            ['line', 'number'],
            ['entry', 'string'],
            ['hours', 'number'],
          ],
          'rows',
        ),
      ],
    );
    expect(result).toEqual({
      rows: [
        { page: 1, line: 1, entry: 'SITE SURVEY', hours: 3.5 },
        { page: 1, line: 2, entry: 'DRAFTING', hours: 6 },
      ],
    });
  });
});

describe('an opening balance right under the header', () => {
  it('does not end the table, and a number starting in a later column is not parted into the one before', async () => {
    const result = await extractVerified(
      [
        'Date         Narrative                        Debit        Credit       Balance',
        '             Opening balance                                            310.00 CR',
        '14/07/2026   BOOKSHOP 2291                    12.99                     297.01 CR',
        '15/07/2026   REFUND R ALVES                                40.00        337.01 CR',
        '18/07/2026   WATER RATES                      28.40                     308.61 CR',
      ].join('\n'),
      [
        items([
          ['date', 'date'],
          ['narrative', 'string'],
          ['debit', 'number'],
          ['credit', 'number'],
          ['balance', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      entries: [
        { date: '2026-07-14', narrative: 'BOOKSHOP 2291', debit: 12.99, balance: 297.01 },
        { date: '2026-07-15', narrative: 'REFUND R ALVES', credit: 40, balance: 337.01 },
        { date: '2026-07-18', narrative: 'WATER RATES', debit: 28.4, balance: 308.61 },
      ],
    });
  });
});

describe('a dated row whose long description wraps', () => {
  it('keeps the wrapped line on the description, not in the text field no column holds', async () => {
    const result = await extractVerified(
      [
        'Datum        Leistung                                   Betrag',
        '03.03.2026   Beratung zur Umstellung der Buchhaltung    180,00',
        '             auf das neue Kassensystem',
        '05.03.2026   Schulung Personal                          240,00',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['leistung', 'string'],
            ['bemerkung', 'string'],
            ['betrag', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        {
          datum: '2026-03-03',
          leistung: 'Beratung zur Umstellung der Buchhaltung auf das neue Kassensystem',
          betrag: 180,
        },
        { datum: '2026-03-05', leistung: 'Schulung Personal', betrag: 240 },
      ],
    });
  });
});
