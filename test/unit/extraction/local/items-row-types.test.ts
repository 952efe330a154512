// Line items (session 9, set K): mechanisms that read a table by the structure of its rows rather than by its
// header's words: columns typed by the values under them, debit and credit marks, an opening figure as the first
// row, a row whose gap before a number was lost, a remark under the table that is no row's text.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

type TField = [string, 'string' | 'number' | 'boolean' | 'date'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type]) =>
      type === 'date' ? { name: field, type: 'string', format: 'date' } : { name: field, type },
    ),
  },
});

describe('columns typed by the rows under a header that names one field', () => {
  it('gives a column of measured numbers and a column of words to the one free number and text field', async () => {
    const result = await extractVerified(
      [
        'Water analysis, well no. 3',
        '',
        'Sample point       Measured      Unit        Limit',
        'Nitrate            12,4          mg/l        < 50',
        'Iron               0,82 *        mg/l        < 0,20',
        'Hardness           14,8          °dH         -',
        '',
        'Analysed on 04.05.2026',
      ].join('\n'),
      [
        items(
          [
            ['substance', 'string'],
            ['level', 'number'],
            ['unit', 'string'],
          ],
          'findings',
        ),
      ],
    );
    expect(result).toEqual({
      findings: [
        { substance: 'Nitrate', level: 12.4, unit: 'mg/l' },
        { substance: 'Iron', level: 0.82, unit: 'mg/l' },
        { substance: 'Hardness', level: 14.8, unit: '°dH' },
      ],
    });
  });

  it('gives the first of two date columns to the one date field and leaves position numbers alone', async () => {
    const result = await extractVerified(
      [
        'Nr   Am           Wirksam      Art                    Wert EUR',
        '1    04.05.2026   06.05.2026   Wartung Heizung        180,00',
        '2    11.05.2026   11.05.2026   Austausch Ventil        64,50',
        '3    19.05.2026   20.05.2026   Anfahrtspauschale       35,00',
      ].join('\n'),
      [
        items([
          ['einsatztag', 'date'],
          ['art', 'string'],
          ['wert', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { einsatztag: '2026-05-04', art: 'Wartung Heizung', wert: 180 },
        { einsatztag: '2026-05-11', art: 'Austausch Ventil', wert: 64.5 },
        { einsatztag: '2026-05-19', art: 'Anfahrtspauschale', wert: 35 },
      ],
    });
  });
});

describe('account entries marked as debits and credits', () => {
  it('reads "S" amounts as negative, drops the opening figure and takes each second line as the entry text', async () => {
    const result = await extractVerified(
      [
        'Tag      Valuta   Umsatz                                 Betrag',
        '         Alter Saldo per 31.05.2026                    1.204,10 H',
        '03.06.   03.06.   Überweisung                            230,00 S',
        '                  Hausverwaltung Kern Miete Juni',
        '07.06.   08.06.   Gutschrift                             412,55 H',
        '                  Erstattung Krankenkasse',
        '12.06.   12.06.   Lastschrift                             19,99 S',
        '                  Abo Streaming 06/26 Kd 4471',
        '',
        'Erstellt am 30.06.2026',
      ].join('\n'),
      [
        items(
          [
            ['buchungsdatum', 'date'],
            ['umsatz', 'string'],
            ['verwendungszweck', 'string'],
            ['betrag', 'number'],
          ],
          'posten',
        ),
      ],
    );
    expect(result).toEqual({
      posten: [
        {
          buchungsdatum: '2026-06-03',
          umsatz: 'Überweisung',
          verwendungszweck: 'Hausverwaltung Kern Miete Juni',
          betrag: -230,
        },
        {
          buchungsdatum: '2026-06-07',
          umsatz: 'Gutschrift',
          verwendungszweck: 'Erstattung Krankenkasse',
          betrag: 412.55,
        },
        {
          buchungsdatum: '2026-06-12',
          umsatz: 'Lastschrift',
          verwendungszweck: 'Abo Streaming 06/26 Kd 4471',
          betrag: -19.99,
        },
      ],
    });
  });
});

describe('rows without a header', () => {
  it('keeps a first row whose gap between text and count text recognition lost', async () => {
    const result = await extractVerified(
      [
        'GREENLEAF GARDEN CENTER',
        '',
        'BIRD SEED 2.5KG 1       12.99',
        'POTTING MIX 40L  2      15.98',
        'JUTE TWINE       1       3.49',
        'TOTAL                   32.46',
      ].join('\n'),
      [
        items([
          ['name', 'string'],
          ['qty', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { name: 'BIRD SEED 2.5KG', qty: 1, amount: 12.99 },
        { name: 'POTTING MIX 40L', qty: 2, amount: 15.98 },
        { name: 'JUTE TWINE', qty: 1, amount: 3.49 },
      ],
    });
  });
});

describe('a remark under a table', () => {
  it('does not add a line reaching across the columns to the last row text', async () => {
    const result = await extractVerified(
      [
        'Test              Result       Unit',
        'Glucose           5,4          mmol/l',
        'Ferritin          412          ng/ml',
        'H = above, L = below the reference range',
      ].join('\n'),
      [
        items([
          ['test', 'string'],
          ['result', 'number'],
          ['unit', 'string'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { test: 'Glucose', result: 5.4, unit: 'mmol/l' },
        { test: 'Ferritin', result: 412, unit: 'ng/ml' },
      ],
    });
  });
});

describe('money out and in as two columns beside a running balance', () => {
  const schema = [
    items(
      [
        ['posted', 'date'],
        ['details', 'string'],
        ['amount', 'number'],
      ],
      'entries',
    ),
  ];

  it('signs each amount by how the balance moves and drops the brought and carried forward rows', async () => {
    const result = await extractVerified(
      [
        'Riverside Credit Union        Statement 1 March 2026 to 31 March 2026',
        '',
        'Posted      Details                    Amount         Withdrawn      Balance',
        '02.03.2026  Opening balance                                          910.00',
        '04.03.2026  Payroll Ostrander Ltd      1,480.00                      2,390.00',
        '09.03.2026  Council tax                               96.00          2,294.00',
        '17.03.2026  Refund Kettle & Co         24.50                         2,318.50',
        '31.03.2026  Closing balance                                          2,318.50',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      entries: [
        { posted: '2026-03-04', details: 'Payroll Ostrander Ltd', amount: 1480 },
        { posted: '2026-03-09', details: 'Council tax', amount: -96 },
        { posted: '2026-03-17', details: 'Refund Kettle & Co', amount: 24.5 },
      ],
    });
  });

  it('parts an amount a PDF set right after the text and dates "04 Mar" by the year the document names', async () => {
    const result = await extractVerified(
      [
        'Statement 1 March 2026 to 31 March 2026',
        'Posted      Details                    Amount         Withdrawn      Balance',
        '01 Mar      Brought forward                                          910.00',
        '04 Mar      GARAGE INVOICE NO 44817 212.40                          697.60',
        '09 Mar      Council tax                               96.00          601.60',
        '17 Mar      Refund Kettle & Co         24.50                         626.10',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      entries: [
        { posted: '2026-03-04', details: 'GARAGE INVOICE NO 44817', amount: -212.4 },
        { posted: '2026-03-09', details: 'Council tax', amount: -96 },
        { posted: '2026-03-17', details: 'Refund Kettle & Co', amount: 24.5 },
      ],
    });
  });
});

describe('debit and credit columns no header names', () => {
  const lines = [
    'Datum       Buchungstext              Soll           Haben          Saldo',
    '02.03.2026  Saldovortrag                                            910,00',
    '04.03.2026  Gehalt Ostrander GmbH                    1.480,00       2.390,00',
    '09.03.2026  Grundsteuer               96,00                         2.294,00',
    '17.03.2026  Erstattung Kettle                        24,50          2.318,50',
  ];

  it('reads the amount from the two columns before the balance, not from the balance its role names', async () => {
    const result = await extractVerified(lines.join('\n'), [
      items(
        [
          ['datum', 'date'],
          ['text', 'string'],
          ['betrag', 'number'],
        ],
        'umsaetze',
      ),
    ]);
    expect(result).toEqual({
      umsaetze: [
        { datum: '2026-03-04', text: 'Gehalt Ostrander GmbH', betrag: 1480 },
        { datum: '2026-03-09', text: 'Grundsteuer', betrag: -96 },
        { datum: '2026-03-17', text: 'Erstattung Kettle', betrag: 24.5 },
      ],
    });
  });

  it('leaves the balance to a field its header names', async () => {
    const result = await extractVerified(lines.join('\n'), [
      items(
        [
          ['datum', 'date'],
          ['text', 'string'],
          ['saldo', 'number'],
        ],
        'umsaetze',
      ),
    ]);
    expect(result).toEqual({
      umsaetze: [
        { datum: '2026-03-02', text: 'Saldovortrag', saldo: 910 },
        { datum: '2026-03-04', text: 'Gehalt Ostrander GmbH', saldo: 2390 },
        { datum: '2026-03-09', text: 'Grundsteuer', saldo: 2294 },
        { datum: '2026-03-17', text: 'Erstattung Kettle', saldo: 2318.5 },
      ],
    });
  });
});

describe('flags, codes and remarks in rows', () => {
  it('sets a yes/no field no column holds where the row flags its value with a mark after it', async () => {
    const result = await extractVerified(
      [
        'Analyte            Value       Unit',
        'Sodium             139         mmol/l',
        'Potassium          5,9 H       mmol/l',
        'Calcium            2,01 L      mmol/l',
        'Chloride           109 ↑       mmol/l',
      ].join('\n'),
      [
        items(
          [
            ['analyte', 'string'],
            ['value', 'number'],
            ['unit', 'string'],
            ['out_of_range', 'boolean'],
          ],
          'panel',
        ),
      ],
    );
    expect(result).toEqual({
      panel: [
        { analyte: 'Sodium', value: 139, unit: 'mmol/l', out_of_range: false },
        { analyte: 'Potassium', value: 5.9, unit: 'mmol/l', out_of_range: true },
        { analyte: 'Calcium', value: 2.01, unit: 'mmol/l', out_of_range: true },
        { analyte: 'Chloride', value: 109, unit: 'mmol/l', out_of_range: true },
      ],
    });
  });

  it('gives a column of digit-group codes no header names to the one free field named as a number', async () => {
    const result = await extractVerified(
      [
        'Nr  HS-Code        Ware                    Menge   Wert',
        '1   3926 90 97     Kunststoffclips         500     42,50',
        '2   7318 15 88     Senkkopfschrauben       2000    61,00',
      ].join('\n'),
      [
        items([
          ['tarifnummer', 'string'],
          ['ware', 'string'],
          ['menge', 'number'],
          ['wert', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { tarifnummer: '3926 90 97', ware: 'Kunststoffclips', menge: 500, wert: 42.5 },
        { tarifnummer: '7318 15 88', ware: 'Senkkopfschrauben', menge: 2000, wert: 61 },
      ],
    });
  });

  it('leaves out a line wholly in brackets under a row: a remark on the item, not its text', async () => {
    const result = await extractVerified(
      [
        'Code      Product                    Qty    Price',
        '7731      Frostschutz G12 1,5 l      2      9,90',
        '          (Restposten, UVP 12,49)',
        '7802      Scheibenklar Konzentrat    1      4,50',
      ].join('\n'),
      [
        items([
          ['code', 'string'],
          ['product', 'string'],
          ['qty', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { code: '7731', product: 'Frostschutz G12 1,5 l', qty: 2, price: 9.9 },
        { code: '7802', product: 'Scheibenklar Konzentrat', qty: 1, price: 4.5 },
      ],
    });
  });

  it('adds a pipe table line that goes on a row text without the empty cells around it', async () => {
    const result = await extractVerified(
      [
        '| Art.   | Text                    | Menge |',
        '|--------|-------------------------|-------|',
        '| K-100  | Kabelkanal weiß 2 m     | 12    |',
        '|        | selbstklebend           |       |',
        '| K-220  | Endkappe                | 24    |',
      ].join('\n'),
      [
        items([
          ['art', 'string'],
          ['text', 'string'],
          ['menge', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { art: 'K-100', text: 'Kabelkanal weiß 2 m selbstklebend', menge: 12 },
        { art: 'K-220', text: 'Endkappe', menge: 24 },
      ],
    });
  });
});
