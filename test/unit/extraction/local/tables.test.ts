// Line items and tables (session 6): rows that are not items, detail lines under a row, wrapped text,
// two-line and abbreviated headers, columns mapped by role, page breaks, receipts and bullet lists.
import { describe, expect, it } from '@jest/globals';
import { layoutPageText } from '../../../../src/extraction/documents/pdf-layout.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import type { TDocumentText } from '../../../../src/extraction/types.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const items = (fields: [string, 'string' | 'number', string?][], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, description]) => ({
      name: field,
      type,
      ...(description ? { description } : {}),
    })),
  },
});

const run = extractVerified;

describe('rows that are not items', () => {
  it('ends the items at a subtotal, discount or tax row and leaves out credits such as payments', async () => {
    const invoice = await run(
      [
        'Menge   Bezeichnung      E-Preis   G-Preis',
        '42      Malerarbeiten    12,50     525,00',
        '2       Anfahrt          45,00     90,00',
        '        Zwischensumme              615,00',
        '        Rabatt 3 %                 -18,45',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['total', 'number'],
        ]),
      ],
    );
    expect(invoice).toEqual({
      items: [
        { description: 'Malerarbeiten', quantity: 42, unit_price: 12.5, total: 525 },
        { description: 'Anfahrt', quantity: 2, unit_price: 45, total: 90 },
      ],
    });
    const folio = await run(
      [
        'Date        Description        Amount',
        '12/03/26    Accommodation      145.00',
        '13/03/26    Breakfast           16.00',
        '14/03/26    Visa payment      -161.00',
      ].join('\n'),
      [
        items(
          [
            ['date', 'string'],
            ['description', 'string'],
            ['amount', 'number'],
          ],
          'charges',
        ),
      ],
    );
    expect(folio).toEqual({
      charges: [
        { date: '12/03/26', description: 'Accommodation', amount: 145 },
        { date: '13/03/26', description: 'Breakfast', amount: 16 },
      ],
    });
  });

  it('passes over a ruling under the header and a remark line between rows', async () => {
    const result = await run(
      [
        'Pos  Art.-No.   Description            Qty    Unit price     Amount',
        '---  ---------  ---------------------  ---  ------------  ---------',
        ' 10  400-1182   Ball bearing 6204-2RS   40          3.85     154.00',
        '                Delivery: week 14',
        ' 20  400-2210   Shaft seal 30x47x7      25          1.20      30.00',
        '',
        '                                     Total                  184.00',
      ].join('\n'),
      [
        items([
          ['article_no', 'string'],
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { article_no: '400-1182', description: 'Ball bearing 6204-2RS', quantity: 40, unit_price: 3.85, amount: 154 },
        { article_no: '400-2210', description: 'Shaft seal 30x47x7', quantity: 25, unit_price: 1.2, amount: 30 },
      ],
    });
  });
});

describe('lines under a row', () => {
  it('fills fields of the item from labelled lines ("SKU: …", "Serial no. X1") and from "2 x 35.50"', async () => {
    const result = await run(
      [
        'Product                  Qty    Total',
        'Wireless Mouse M330      1      24.99',
        '  SKU: LOG-910-004905',
        'USB-C Hub 7-in-1         2      71.00',
        '  Serial no. S1N0A77Q',
        '  2 x 35.50',
      ].join('\n'),
      [
        items([
          ['product', 'string'],
          ['sku', 'string'],
          ['serial_number', 'string'],
          ['qty', 'number'],
          ['unit_price', 'number'],
          ['line_total', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { product: 'Wireless Mouse M330', sku: 'LOG-910-004905', qty: 1, line_total: 24.99 },
        { product: 'USB-C Hub 7-in-1', serial_number: 'S1N0A77Q', qty: 2, unit_price: 35.5, line_total: 71 },
      ],
    });
  });

  it('joins a description whose numbers stand on its last line', async () => {
    const result = await run(
      [
        'Description                    Qty   Unit price     Amount',
        'Annual maintenance contract',
        'building automation            1     2,400.00     2,400.00',
        'Emergency call-out 14 Feb',
        'weekend rate                   3       165.00       495.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['qty', 'number'],
          ['unit_price', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Annual maintenance contract building automation', qty: 1, unit_price: 2400, amount: 2400 },
        { description: 'Emergency call-out 14 Feb weekend rate', qty: 3, unit_price: 165, amount: 495 },
      ],
    });
  });
});

describe('headers', () => {
  it('reads a header whose words wrap onto a second line ("Einzel-" over "preis €")', async () => {
    const result = await run(
      [
        'Artikel-    Bezeichnung         Menge   Einzel-    Gesamt-',
        'nummer                                  preis €    preis €',
        '7310-220    Bitsatz 6-tlg.      2       24,90      49,80',
        '7310-415    Zollstock 2 m       5       6,50       32,50',
      ].join('\n'),
      [
        items(
          [
            ['artikelnummer', 'string'],
            ['bezeichnung', 'string'],
            ['menge', 'number'],
            ['einzelpreis', 'number'],
            ['gesamtpreis', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        { artikelnummer: '7310-220', bezeichnung: 'Bitsatz 6-tlg.', menge: 2, einzelpreis: 24.9, gesamtpreis: 49.8 },
        { artikelnummer: '7310-415', bezeichnung: 'Zollstock 2 m', menge: 5, einzelpreis: 6.5, gesamtpreis: 32.5 },
      ],
    });
  });

  it('reads abbreviated headers and maps columns by what they hold ("Ext. Price", "Std.", "Preis/ME", "Total")', async () => {
    const us = await run(
      [
        'Qty   Item #    Description    Unit Price   Ext. Price',
        '3     HX-2210   Hex key set    18.75        56.25',
      ].join('\n'),
      [
        items([
          ['item_number', 'string'],
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['extended_price', 'number'],
        ]),
      ],
    );
    expect(us).toEqual({
      items: [
        { item_number: 'HX-2210', description: 'Hex key set', quantity: 3, unit_price: 18.75, extended_price: 56.25 },
      ],
    });
    const german = await run(
      ['Leistung         Std.    Preis/ME    Total', "Projektleitung   12.00   165.00      1'980.00"].join('\n'),
      [
        items([
          ['leistung', 'string'],
          ['stunden', 'number'],
          ['preis_je_einheit', 'number'],
          ['betrag', 'number'],
        ]),
      ],
    );
    expect(german).toEqual({
      items: [{ leistung: 'Projektleitung', stunden: 12, preis_je_einheit: 165, betrag: 1980 }],
    });
  });

  it('reads "This period" as the current amount and takes the table whose header names the array', async () => {
    const result = await run(
      [
        'Earnings      Rate     Hours    This period    Year to date',
        'Regular       28.50    80.00    2,280.00       13,680.00',
        'Overtime      42.75    6.00     256.50         1,026.00',
        '',
        'Deductions              This period    Year to date',
        'Federal income tax      312.40         1,874.40',
        'Medicare                36.78          220.68',
      ].join('\n'),
      [
        items(
          [
            ['type', 'string'],
            ['hours', 'number'],
            ['current', 'number'],
            ['year_to_date', 'number'],
          ],
          'earnings',
        ),
        items(
          [
            ['name', 'string'],
            ['current', 'number'],
            ['year_to_date', 'number'],
          ],
          'deductions',
        ),
      ],
    );
    expect(result).toEqual({
      earnings: [
        { type: 'Regular', hours: 80, current: 2280, year_to_date: 13680 },
        { type: 'Overtime', hours: 6, current: 256.5, year_to_date: 1026 },
      ],
      deductions: [
        { name: 'Federal income tax', current: 312.4, year_to_date: 1874.4 },
        { name: 'Medicare', current: 36.78, year_to_date: 220.68 },
      ],
    });
  });
});

describe('rows with empty cells', () => {
  it('puts each cell under the header it stands under ("Tage/Std." empty for a salary)', async () => {
    const result = await run(
      [
        'Lohnart  Bezeichnung            Tage/Std.   Faktor      Betrag',
        '1000     Gehalt                                      3.450,00',
        '1210     Überstunden 25%          6,00      24,87      149,22',
      ].join('\n'),
      [
        items(
          [
            ['bezeichnung', 'string'],
            ['stunden', 'number'],
            ['betrag', 'number'],
          ],
          'bezuege',
        ),
      ],
    );
    expect(result).toEqual({
      bezuege: [
        { bezeichnung: 'Gehalt', betrag: 3450 },
        { bezeichnung: 'Überstunden 25%', stunden: 6, betrag: 149.22 },
      ],
    });
  });

  it('merges a row whose numbers stand on its second, partial line ("incl. preparation   950.00")', async () => {
    const result = await run(
      [
        'Qty  Description                          Price     Total',
        '2    Consulting workshop (2 days),',
        '     incl. preparation                  950.00  1,900.00',
        '1    Travel costs Munich                 340.00    340.00',
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
        { description: 'Consulting workshop (2 days), incl. preparation', qty: 2, price: 950, total: 1900 },
        { description: 'Travel costs Munich', qty: 1, price: 340, total: 340 },
      ],
    });
  });

  it('reads "Current" as the amount of the period beside "YTD"', async () => {
    const result = await run(
      [
        'Description        Hours     Rate      Current          YTD',
        'Regular Pay        80.00    24.00     1,920.00    11,520.00',
        'Bonus                                   500.00       500.00',
      ].join('\n'),
      [
        items(
          [
            ['description', 'string'],
            ['hours', 'number'],
            ['amount', 'number'],
            ['ytd', 'number'],
          ],
          'earnings',
        ),
      ],
    );
    expect(result).toEqual({
      earnings: [
        { description: 'Regular Pay', hours: 80, amount: 1920, ytd: 11520 },
        { description: 'Bonus', amount: 500, ytd: 500 },
      ],
    });
  });
});

describe('tables over a page break', () => {
  it('goes on under the header repeated on the next page, without the carried-forward sum', async () => {
    const page = (number: number, lines: string[]) => ({ page: number, text: lines.join('\n') });
    const document: TDocumentText = {
      fileName: 'order.txt',
      contentType: 'text/plain',
      warnings: [],
      pages: [
        page(1, [
          'Artikel           Menge   Preis   Betrag',
          'Kopierpapier A4   40      4,20    168,00',
          'Ordner breit      60      2,15    129,00',
          'Übertrag                          297,00',
          'Seite 1 von 2',
        ]),
        page(2, [
          'Artikel           Menge   Preis   Betrag',
          'Übertrag                          297,00',
          'Heftklammern      30      0,95    28,50',
          '',
          'Gesamtbetrag   325,50',
        ]),
      ],
    };
    const result = await run(document, [
      items([
        ['artikel', 'string'],
        ['menge', 'number'],
        ['preis', 'number'],
        ['betrag', 'number'],
      ]),
    ]);
    expect(result).toEqual({
      items: [
        { artikel: 'Kopierpapier A4', menge: 40, preis: 4.2, betrag: 168 },
        { artikel: 'Ordner breit', menge: 60, preis: 2.15, betrag: 129 },
        { artikel: 'Heftklammern', menge: 30, preis: 0.95, betrag: 28.5 },
      ],
    });
  });
});

describe('items without a header row', () => {
  const receipt = [
    items([
      ['bezeichnung', 'string'],
      ['menge', 'number'],
      ['einzelpreis', 'number'],
      ['betrag', 'number'],
    ]),
  ];

  it('reads a till receipt: VAT class letters, a quantity line under its item, the deposit return as a line', async () => {
    const result = await run(
      [
        'Bon-Nr. 4471     Kasse 2     14.03.2026 08:12',
        '',
        'Vollkornbrot 750g                3,49 A',
        'Laugenbrezel',
        '  4 x 0,79                       3,16 A',
        'Leergut                         -0,75 A',
        '----------------------------------------',
        'SUMME                  EUR       5,90',
      ].join('\n'),
      receipt,
    );
    expect(result).toEqual({
      items: [
        { bezeichnung: 'Vollkornbrot 750g', betrag: 3.49 },
        { bezeichnung: 'Laugenbrezel', menge: 4, einzelpreis: 0.79, betrag: 3.16 },
        { bezeichnung: 'Leergut', betrag: -0.75 },
      ],
    });
  });

  it('splits an article number before the text and a tax flag after it', async () => {
    const result = await run(
      [
        '072-04-0109  BATH TOWEL         T   12.99',
        '211-02-1184  DISH SOAP          T    6.98',
        '    2 @ 3.49',
        'SUBTOTAL                            19.97',
      ].join('\n'),
      [
        items([
          ['sku', 'string'],
          ['name', 'string'],
          ['quantity', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { sku: '072-04-0109', name: 'BATH TOWEL', price: 12.99 },
        { sku: '211-02-1184', name: 'DISH SOAP', quantity: 2, price: 6.98 },
      ],
    });
  });

  it('reads a unit price times a quantity between the text and the amount ("0,25 x 6")', async () => {
    const result = await run(
      [
        'Brötchen          0,25 x 6     1,50 A',
        'Gouda jung                     2,49 A',
        'zu zahlen                      3,99',
      ].join('\n'),
      receipt,
    );
    expect(result).toEqual({
      items: [
        { bezeichnung: 'Brötchen', menge: 6, einzelpreis: 0.25, betrag: 1.5 },
        { bezeichnung: 'Gouda jung', betrag: 2.49 },
      ],
    });
  });

  it('reads a count before the text and a unit price before the amount on a restaurant bill', async () => {
    const result = await run(
      [
        '2 Cappuccino            3,80    7,60',
        '3 Mineralwasser 0,5l    2,90    8,70',
        'Summe                          16,30',
      ].join('\n'),
      receipt,
    );
    expect(result).toEqual({
      items: [
        { bezeichnung: 'Cappuccino', menge: 2, einzelpreis: 3.8, betrag: 7.6 },
        { bezeichnung: 'Mineralwasser 0,5l', menge: 3, einzelpreis: 2.9, betrag: 8.7 },
      ],
    });
  });

  it('takes no items from labelled lines or dates above a total', async () => {
    const result = await run(
      ['Order date:        12.03.2026', 'Customer no:       55102', 'Total              11.90'].join('\n'),
      receipt,
    );
    expect(result).toEqual({});
    const dates = await run(
      ['Invoice date:       12.03.2026', 'Delivery by         15.03.2026', 'Net amount            100.00'].join('\n'),
      [
        items([
          ['description', 'string'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(dates).toEqual({});
  });

  it('reads items written as bullet lines of parts apart by dashes', async () => {
    const result = await run(
      [
        'Here is what you ordered:',
        '• Organic coffee beans 500 g — 2 — £13.90',
        '• French press 1 l — 1 — £34.00',
        '',
        'Total charged: £47.90',
      ].join('\n'),
      [
        items([
          ['name', 'string'],
          ['quantity', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { name: 'Organic coffee beans 500 g', quantity: 2, price: 13.9 },
        { name: 'French press 1 l', quantity: 1, price: 34 },
      ],
    });
  });
});

describe('items in sentences and sections', () => {
  it('reads "4 x Palettenregal à 312,50 € = 1.250,00 €" lines', async () => {
    const result = await run(
      [
        'wir bestellen hiermit:',
        '4 x Palettenregal 2,7 m à 312,50 € = 1.250,00 €',
        '8 x Sicherungsbügel à 6,90 €',
      ].join('\n'),
      [
        items([
          ['artikel', 'string'],
          ['menge', 'number'],
          ['einzelpreis', 'number'],
          ['gesamt', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { artikel: 'Palettenregal 2,7 m', menge: 4, einzelpreis: 312.5, gesamt: 1250 },
        { artikel: 'Sicherungsbügel', menge: 8, einzelpreis: 6.9 },
      ],
    });
  });

  it('reads the section whose first header cell names the array ("Abzüge | Betrag")', async () => {
    const result = await run(
      [
        'Bezüge       Betrag',
        'Gehalt       3.700,00',
        'Sachbezug    1,00',
        '',
        'Abzüge       Betrag',
        'Lohnsteuer   412,83',
        'Kirchensteuer   33,02',
      ].join('\n'),
      [
        items(
          [
            ['bezeichnung', 'string'],
            ['betrag', 'number'],
          ],
          'abzuege',
        ),
      ],
    );
    expect(result).toEqual({
      abzuege: [
        { bezeichnung: 'Lohnsteuer', betrag: 412.83 },
        { bezeichnung: 'Kirchensteuer', betrag: 33.02 },
      ],
    });
  });
});

describe('items as blocks of labelled lines', () => {
  it('reads one item per block, opened by the repeated first label or by a "2x Title" line', async () => {
    const schema = [
      items([
        ['item', 'string'],
        ['sku', 'string'],
        ['quantity', 'number'],
        ['price', 'number'],
      ]),
    ];
    const labelled = await run(
      [
        'Item: Merino wool beanie',
        'Quantity: 1',
        'Price: $29.00',
        '',
        'Item: Trail socks',
        'Quantity: 2',
        'Price: $36.00',
      ].join('\n'),
      schema,
    );
    expect(labelled).toEqual({
      items: [
        { item: 'Merino wool beanie', quantity: 1, price: 29 },
        { item: 'Trail socks', quantity: 2, price: 36 },
      ],
    });
    const titled = await run(
      [
        '1x Logitech MX Master 3S',
        '   SKU: 910-006559',
        '',
        '2x USB-C cable 2 m',
        '   SKU: 4040849',
        '   Price: 19.98',
      ].join('\n'),
      schema,
    );
    expect(titled).toEqual({
      items: [
        { item: 'Logitech MX Master 3S', quantity: 1, sku: '910-006559' },
        { item: 'USB-C cable 2 m', quantity: 2, sku: '4040849', price: 19.98 },
      ],
    });
  });
});

describe('items as labelled cells', () => {
  it('reads one item per line of "Label: value" cells, not a header', async () => {
    const result = await run(
      [
        'Ihre Bestellung:',
        'Artikel: Funkmaus M330 | Menge: 1 | Preis: 24,99 €',
        'Artikel: USB-Hub 7-in-1 | Menge: 2 | Preis: 35,50 €',
      ].join('\n'),
      [
        items([
          ['artikel', 'string'],
          ['menge', 'number'],
          ['preis', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { artikel: 'Funkmaus M330', menge: 1, preis: 24.99 },
        { artikel: 'USB-Hub 7-in-1', menge: 2, preis: 35.5 },
      ],
    });
  });
});

describe('tables with single spaces between columns', () => {
  it('fills the columns before and after the text from the first and last words of each row', async () => {
    const result = await run(
      [
        'Pos. Menge Einheit Bezeichnung Einzelpreis Gesamtpreis',
        '1 2 Stk Akkuschrauber 89,00 178,00',
        '2 1 Stk Bitsatz 32-tlg. 12,50 12,50',
        'Summe netto 190,50',
      ].join('\n'),
      [
        items([
          ['bezeichnung', 'string'],
          ['menge', 'number'],
          ['einzelpreis', 'number'],
          ['gesamtpreis', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { bezeichnung: 'Akkuschrauber', menge: 2, einzelpreis: 89, gesamtpreis: 178 },
        { bezeichnung: 'Bitsatz 32-tlg.', menge: 1, einzelpreis: 12.5, gesamtpreis: 12.5 },
      ],
    });
  });
});

describe('PDF text layout', () => {
  const run = (str: string, x: number, y: number, eol = false) => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width: str.length * 5,
    hasEOL: eol,
  });

  it('keeps each run at the character position of its column, so a wrapped header stays over its column', () => {
    const text = layoutPageText([
      run('Artikel-', 50, 700),
      run('Menge', 160, 700),
      run('Einzel-', 270, 700, true),
      run('nummer', 50, 684),
      run('preis', 270, 684, true),
      run('indented', 160, 668, true),
    ]);
    const [first = '', second = '', third = ''] = text.split('\n');
    expect(second.indexOf('preis')).toBe(first.indexOf('Einzel-'));
    expect(third.indexOf('indented')).toBe(first.indexOf('Menge'));
  });
});
