// Line items (session 8): mechanisms seen on documents written by independent authors: a header whose second
// line only adds units, header words that name a field by a compound or an abbreviation, tax codes and rates
// between an item's text and its amount.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const items = (fields: [string, 'string' | 'number'][], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type]) => ({ name: field, type })),
  },
});

const run = extractVerified;

describe('two-line headers', () => {
  it('reads a second header line that names no new field ("(kg)", "(EUR)") as part of the header, not as a row', async () => {
    const result = await run(
      [
        'Description           Pieces   Weight   Price',
        'of goods                       (lb)     (USD)',
        'Garden hose 20 m      2        3.5      24.00',
        'Hose reel             1        6.2      39.90',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['pieces', 'number'],
          ['weight', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Garden hose 20 m', pieces: 2, weight: 3.5, price: 24 },
        { description: 'Hose reel', pieces: 1, weight: 6.2, price: 39.9 },
      ],
    });
  });
});

describe('header words that name a field by a compound or a shortened word', () => {
  it('maps "Gesamtpreis netto", "Einzel" and "Warennr." to preis_netto, einzelpreis and warennummer', async () => {
    const result = await run(
      [
        'Warennr.   Bezeichnung        Anz.   Einzel   Gesamtpreis netto',
        'W-1001     Blumenerde 40 l    3      4,99     14,97',
        'W-2040     Pflanzkübel        1      19,90    19,90',
      ].join('\n'),
      [
        items(
          [
            ['warennummer', 'string'],
            ['bezeichnung', 'string'],
            ['anzahl', 'number'],
            ['einzelpreis', 'number'],
            ['preis_netto', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        { warennummer: 'W-1001', bezeichnung: 'Blumenerde 40 l', anzahl: 3, einzelpreis: 4.99, preis_netto: 14.97 },
        { warennummer: 'W-2040', bezeichnung: 'Pflanzkübel', anzahl: 1, einzelpreis: 19.9, preis_netto: 19.9 },
      ],
    });
  });
});

describe('till receipts without a header row', () => {
  it('reads items whose article number and text stand above their quantity line', async () => {
    const result = await run(
      [
        'GARDEN CENTER',
        '',
        '73310 POTTING SOIL 40L',
        '   3 @ 6.49                  19.47',
        '55120 HOSE NOZZLE            12.99',
        '88001 3/4 IN CLAMPS',
        '   2 @ 1.25                   2.50',
        '',
        '        SUBTOTAL             34.96',
      ].join('\n'),
      [
        items([
          ['sku', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { sku: '73310', description: 'POTTING SOIL 40L', qty: 3, price: 19.47 },
        { sku: '55120', description: 'HOSE NOZZLE', price: 12.99 },
        { sku: '88001', description: '3/4 IN CLAMPS', qty: 2, price: 2.5 },
      ],
    });
  });

  it('reads a count at a unit price between the text and the amount ("BANANAS   2 @ 0.59   1.18 F")', async () => {
    const result = await run(
      [
        'BANANAS ORGANIC  2 @ 0.59        1.18 F',
        'OAT MILK 64OZ                   4.99 F',
        'SUBTOTAL                        6.17',
      ].join('\n'),
      [
        items([
          ['name', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['total', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { name: 'BANANAS ORGANIC', quantity: 2, unit_price: 0.59, total: 1.18 },
        { name: 'OAT MILK 64OZ', total: 4.99 },
      ],
    });
  });

  it('passes over an indented detail line under an item (" Zuzahlung 5,00") between blank lines', async () => {
    const result = await run(
      [
        'Kopfschmerztabletten 20 St    4,95 A',
        '',
        'Rezept Antibiotikum           5,00 B',
        ' Eigenanteil 5,00',
        '',
        'Halspastillen                 3,49 A',
        '',
        'SUMME EUR                     13,44',
      ].join('\n'),
      [
        items(
          [
            ['name', 'string'],
            ['preis', 'number'],
          ],
          'artikel',
        ),
      ],
    );
    expect(result).toEqual({
      artikel: [
        { name: 'Kopfschmerztabletten 20 St', preis: 4.95 },
        { name: 'Rezept Antibiotikum', preis: 5 },
        { name: 'Halspastillen', preis: 3.49 },
      ],
    });
  });
});

describe('a tax rate column between the text and the amount', () => {
  const schema = [
    items(
      [
        ['bezeichnung', 'string'],
        ['menge', 'number'],
        ['preis', 'number'],
      ],
      'artikel',
    ),
  ];

  it('does not read the VAT rate of a receipt line ("Milch 3,5%   7   1,19") as its quantity', async () => {
    const result = await run(
      [
        'Milch 3,5%          7    1,19',
        'Spülmittel         19    1,99',
        'Roggenbrot          7    2,49',
        'SUMME                    5,67',
        'MwSt  7 %  netto 3,44  steuer 0,24',
        'MwSt 19 %  netto 1,67  steuer 0,32',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      artikel: [
        { bezeichnung: 'Milch 3,5%', preis: 1.19 },
        { bezeichnung: 'Spülmittel', preis: 1.99 },
        { bezeichnung: 'Roggenbrot', preis: 2.49 },
      ],
    });
  });

  it('does not read the VAT rate column of rows without a header row as the quantity', async () => {
    const result = await run(
      [
        'Kunde: 4711',
        '',
        'Kaffee Crema 1 kg          7      14,90',
        'Entkalker                 19       8,99',
        'Filtertüten 100 St.        19       2,49',
        '',
        'Enthaltene USt: 7 % 0,97 · 19 % 1,83',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      artikel: [
        { bezeichnung: 'Kaffee Crema 1 kg', preis: 14.9 },
        { bezeichnung: 'Entkalker', preis: 8.99 },
        { bezeichnung: 'Filtertüten 100 St.', preis: 2.49 },
      ],
    });
  });

  it('still reads a plain count column as the quantity where no tax rate of the document matches it', async () => {
    const result = await run(
      [
        'Kaffee Crema 1 kg          2      29,80',
        'Entkalker                  1       8,99',
        'SUMME         38,79',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      artikel: [
        { bezeichnung: 'Kaffee Crema 1 kg', menge: 2, preis: 29.8 },
        { bezeichnung: 'Entkalker', menge: 1, preis: 8.99 },
      ],
    });
  });
});

describe('cells run together in PDF text', () => {
  it('splits a text cell that ran on into the next column\'s decimal number ("Site audit and report7.5")', async () => {
    const result = await run(
      [
        'Task                  Hours      Rate       Amount',
        'Kick-off meeting      2.0        $120.00    $240.00',
        'Site audit and report7.5         $120.00    $900.00',
      ].join('\n'),
      [
        items([
          ['task', 'string'],
          ['hours', 'number'],
          ['rate', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { task: 'Kick-off meeting', hours: 2, rate: 120, amount: 240 },
        { task: 'Site audit and report', hours: 7.5, rate: 120, amount: 900 },
      ],
    });
  });
});

describe('fixed-width tables', () => {
  const schema = [
    items(
      [
        ['pos', 'number'],
        ['artikelnr', 'string'],
        ['text', 'string'],
        ['menge', 'number'],
        ['einheit', 'string'],
      ],
      'positionen',
    ),
  ];

  it('cuts the header and rows at the columns of a dash ruling when single spaces part the columns', async () => {
    const result = await run(
      [
        'Pos Artikel    Bezeichnung              Menge Einh.',
        '--- ---------- ------------------------ ----- -----',
        ' 10 A-100      Dübel 8 mm                 100 Stk',
        ' 20 A-220      Holzschraube 4x40           50 Pack',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      positionen: [
        { pos: 10, artikelnr: 'A-100', text: 'Dübel 8 mm', menge: 100, einheit: 'Stk' },
        { pos: 20, artikelnr: 'A-220', text: 'Holzschraube 4x40', menge: 50, einheit: 'Pack' },
      ],
    });
  });

  it('gives a column holding product codes to the code field, not to the text field its header names', async () => {
    const result = await run(
      [
        'Pos   Artikel     Bezeichnung            Menge   Einheit',
        '1     B-7741      Flachdübel Gr. 20      200     Stk',
        '2     B-7790      Leimflasche 250 g      3       Fl',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      positionen: [
        { pos: 1, artikelnr: 'B-7741', text: 'Flachdübel Gr. 20', menge: 200, einheit: 'Stk' },
        { pos: 2, artikelnr: 'B-7790', text: 'Leimflasche 250 g', menge: 3, einheit: 'Fl' },
      ],
    });
  });
});

describe('lines under the last row', () => {
  it('does not add sum labels standing under a number column ("Merchandise", "Freight") to the last item', async () => {
    const result = await run(
      [
        'Line    Part No.    Description          Qty      Unit Cost',
        '1       BR-220      Bracket, steel       40       1.15',
        '2       BR-310      Bracket, alloy       25       2.40',
        '                                                  Merchandise',
        '                                                  Freight',
      ].join('\n'),
      [
        items([
          ['part_no', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
          ['unit_cost', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { part_no: 'BR-220', description: 'Bracket, steel', qty: 40, unit_cost: 1.15 },
        { part_no: 'BR-310', description: 'Bracket, alloy', qty: 25, unit_cost: 2.4 },
      ],
    });
  });
});

describe('a header cell run together with the next one', () => {
  it('parts "…of goodsWeight (kg)" and takes the count before each row\'s text as the quantity no column holds', async () => {
    const result = await run(
      [
        'Quantity and description of goodsWeight (kg)      Value (EUR)',
        '2 Ceramic bowls              1.200                 38.00',
        '1 Linen tablecloth           0.450                 24.50',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['weight_kg', 'number'],
          ['value', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Ceramic bowls', quantity: 2, weight_kg: 1.2, value: 38 },
        { description: 'Linen tablecloth', quantity: 1, weight_kg: 0.45, value: 24.5 },
      ],
    });
  });
});

describe('numbers of one column read alike', () => {
  it('reads "1,600" as 1.6 where another value of its column ("0,300") shows the comma is decimal', async () => {
    const result = await run(
      [
        'Inhalt                    Menge   Gewicht (kg)   Wert (EUR)',
        'Kerzenhalter Messing      2       1,600          48,00',
        'Servietten Leinen         6       0,300          21,00',
      ].join('\n'),
      [
        items(
          [
            ['beschreibung', 'string'],
            ['menge', 'number'],
            ['gewicht', 'number'],
            ['wert', 'number'],
          ],
          'inhalt',
        ),
      ],
    );
    expect(result).toEqual({
      inhalt: [
        { beschreibung: 'Kerzenhalter Messing', menge: 2, gewicht: 1.6, wert: 48 },
        { beschreibung: 'Servietten Leinen', menge: 6, gewicht: 0.3, wert: 21 },
      ],
    });
  });
});

describe('the end of the rows', () => {
  const schema = [
    items([
      ['article_number', 'string'],
      ['description', 'string'],
      ['quantity', 'number'],
    ]),
  ];

  it('passes over a blank line between rows (text recognition) when the line after it fills the same fields', async () => {
    const result = await run(
      [
        'Menge          Artikelnummer      Artikel',
        '',
        '4              B-120              Dichtband',
        '',
        '9              B-133              Silikon weiß',
        '12             B-140              Fugenkelle',
        '',
        'Bitte prüfen Sie die Ware bei Erhalt.',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { article_number: 'B-120', description: 'Dichtband', quantity: 4 },
        { article_number: 'B-133', description: 'Silikon weiß', quantity: 9 },
        { article_number: 'B-140', description: 'Fugenkelle', quantity: 12 },
      ],
    });
  });

  it('does not add a form blank under the rows ("Received in good order: ______") to the last item', async () => {
    const result = await run(
      [
        'Art. no.          Description          Qty',
        'C-310             Packing tape         6',
        'C-322             Bubble wrap roll     2',
        'Goods received in good condition by: ________',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { article_number: 'C-310', description: 'Packing tape', quantity: 6 },
        { article_number: 'C-322', description: 'Bubble wrap roll', quantity: 2 },
      ],
    });
  });
});

describe("a three-letter header that starts the field's name", () => {
  it('maps "VAT" to vat_rate', async () => {
    const result = await run(
      [
        'Description                 Qty    Unit price    VAT    Amount',
        'Consulting hours            12     £85.00        20%    £1,020.00',
        'Travel expenses              1     £140.00       20%    £140.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['vat_rate', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Consulting hours', quantity: 12, unit_price: 85, vat_rate: 20, amount: 1020 },
        { description: 'Travel expenses', quantity: 1, unit_price: 140, vat_rate: 20, amount: 140 },
      ],
    });
  });
});

describe('items written as sentences', () => {
  it('reads a count after the text ("USB-C hub × 2 — $59.98") and ends the items at the shipping and total lines', async () => {
    const result = await run(
      [
        'Order summary',
        'Laptop stand × 1 — $39.00',
        'USB-C hub × 2 — $59.98',
        'Shipping — $4.99',
        'Total — $103.97',
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
        { name: 'Laptop stand', quantity: 1, price: 39 },
        { name: 'USB-C hub', quantity: 2, price: 59.98 },
      ],
    });
  });
});

describe('columns typed by the row under the header', () => {
  const schema = [
    {
      name: 'umsaetze',
      type: 'array' as const,
      items: {
        type: 'object' as const,
        properties: [
          { name: 'datum', type: 'string' as const, format: 'date' as const },
          { name: 'beschreibung', type: 'string' as const },
          { name: 'betrag', type: 'number' as const },
        ],
      },
    },
  ];

  it('gives a date column and a words column no label names to the free date and text fields', async () => {
    const result = await run(
      [
        'Wertstellung   Buchungsinformation                 Betrag',
        '03.02.2026     Gutschrift Erstattung 2025           112,40',
        '09.02.2026     Kartenzahlung Baumarkt                79,90',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      umsaetze: [
        { datum: '2026-02-03', beschreibung: 'Gutschrift Erstattung 2025', betrag: 112.4 },
        { datum: '2026-02-09', beschreibung: 'Kartenzahlung Baumarkt', betrag: 79.9 },
      ],
    });
  });

  it("keeps debits mixed with credits (an account's transactions) and ends at the new balance", async () => {
    const result = await run(
      [
        'Datum        Beschreibung                        Betrag',
        '02.03.2026   Miete März                         -850,00',
        '05.03.2026   Gehalt Firma XY                   2.340,00',
        '12.03.2026   REWE Markt Hamburg                  -64,37',
        'Neuer Saldo                                    1.425,63',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      umsaetze: [
        { datum: '2026-03-02', beschreibung: 'Miete März', betrag: -850 },
        { datum: '2026-03-05', beschreibung: 'Gehalt Firma XY', betrag: 2340 },
        { datum: '2026-03-12', beschreibung: 'REWE Markt Hamburg', betrag: -64.37 },
      ],
    });
  });
});

describe('rows spread over two lines', () => {
  it("puts a capitalised text line before the next row when that row's text goes on in lower case", async () => {
    const result = await run(
      [
        'DESCRIPTION                                   QTY       PRICE        AMOUNT',
        'Website maintenance (March)                    1    $450.00       $450.00',
        'Additional development hours',
        '(booking widget)                               6     $95.00       $570.00',
        'TOTAL                                                          $1,020.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['unit_price', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Website maintenance (March)', quantity: 1, unit_price: 450, amount: 450 },
        { description: 'Additional development hours (booking widget)', quantity: 6, unit_price: 95, amount: 570 },
      ],
    });
  });
});

describe('a tax column told by the rows themselves', () => {
  const schema = [
    items(
      [
        ['name', 'string'],
        ['menge', 'number'],
        ['einzelpreis', 'number'],
        ['gesamt', 'number'],
      ],
      'artikel',
    ),
  ];

  it('does not read a number column as the quantity when in no row it times the unit price gives the amount', async () => {
    const result = await run(
      [
        'Kaffee Crema 1 kg          7      14,90     14,90',
        'Entkalker                 19       8,99     17,98',
        'Filtertüten 100 St.       19       2,49      2,49',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      artikel: [
        { name: 'Kaffee Crema 1 kg', einzelpreis: 14.9, gesamt: 14.9 },
        { name: 'Entkalker', einzelpreis: 8.99, gesamt: 17.98 },
        { name: 'Filtertüten 100 St.', einzelpreis: 2.49, gesamt: 2.49 },
      ],
    });
  });

  it('reads receipt lines whose tax class letter stands a few spaces after the amount', async () => {
    const result = await run(
      [
        'Kaffee Crema 1 kg       1 x 14,90    14,90   B',
        'Entkalker               2 x 8,99     17,98   A',
        'Summe                               32,88',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      artikel: [
        { name: 'Kaffee Crema 1 kg', menge: 1, einzelpreis: 14.9, gesamt: 14.9 },
        { name: 'Entkalker', menge: 2, einzelpreis: 8.99, gesamt: 17.98 },
      ],
    });
  });
});

describe("a short header that abbreviates the field's name", () => {
  it('maps "Hrs" to hours and "Wgt" to weight by their letters in order', async () => {
    const result = await run(
      [
        'Activity              Hrs     Wgt     Amount',
        'Site inspection       2.5     1.2     200.00',
        'Report writing        4.0     0.4     320.00',
      ].join('\n'),
      [
        items([
          ['activity', 'string'],
          ['hours', 'number'],
          ['weight', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { activity: 'Site inspection', hours: 2.5, weight: 1.2, amount: 200 },
        { activity: 'Report writing', hours: 4, weight: 0.4, amount: 320 },
      ],
    });
  });
});

describe('dates of a column without their year', () => {
  it('gives "12.04." the year of the document\'s full dates', async () => {
    const result = await run(
      [
        'Anreise: 12.04.2026   Abreise: 14.04.2026',
        'Datum    Leistung                    Betrag',
        '12.04.   Übernachtung DZ             129,00',
        '13.04.   Frühstück                    18,00',
        '         Gesamt                      147,00',
      ].join('\n'),
      [
        {
          name: 'posten',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'datum', type: 'string', format: 'date' },
              { name: 'leistung', type: 'string' },
              { name: 'betrag', type: 'number' },
            ],
          },
        },
      ],
    );
    expect(result).toEqual({
      posten: [
        { datum: '2026-04-12', leistung: 'Übernachtung DZ', betrag: 129 },
        { datum: '2026-04-13', leistung: 'Frühstück', betrag: 18 },
      ],
    });
  });
});

describe('two tables side by side', () => {
  it('reads the right-hand table of an array whose name heads a later header cell ("Deductions")', async () => {
    const list = (name: string): TOutputSchema[number] => ({
      name,
      type: 'array',
      items: {
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'amount', type: 'number' },
        ],
      },
    });
    const result = await run(
      [
        'Earnings                 Amount      Deductions              Amount',
        'Basic salary           3,200.00      Income tax              512.40',
        'Overtime                 240.00      Pension                 160.00',
        'Total earnings         3,440.00      Total deductions        672.40',
      ].join('\n'),
      [list('earnings'), list('deductions')],
    );
    expect(result).toEqual({
      earnings: [
        { name: 'Basic salary', amount: 3200 },
        { name: 'Overtime', amount: 240 },
      ],
      deductions: [
        { name: 'Income tax', amount: 512.4 },
        { name: 'Pension', amount: 160 },
      ],
    });
  });
});

describe('a quantity written with its unit', () => {
  it('fills the unit field from the quantity cell ("6,5 Std") when no column holds the unit', async () => {
    const result = await run(
      [
        'Pos   Leistung                    Menge      Einzelpreis   Gesamt',
        '1     Montage Küchenzeile         6,5 Std    58,00 €       377,00 €',
        '2     Arbeitsplatte Eiche         2 Stk      240,00 €      480,00 €',
      ].join('\n'),
      [
        items(
          [
            ['leistung', 'string'],
            ['menge', 'number'],
            ['einheit', 'string'],
            ['einzelpreis', 'number'],
            ['gesamt', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        { leistung: 'Montage Küchenzeile', menge: 6.5, einheit: 'Std', einzelpreis: 58, gesamt: 377 },
        { leistung: 'Arbeitsplatte Eiche', menge: 2, einheit: 'Stk', einzelpreis: 240, gesamt: 480 },
      ],
    });
  });
});
