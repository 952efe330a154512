// Line-item shapes written for session 10 from real documents the development sets lack: a card statement
// made mostly of debits, a timesheet without a header row, a bill of quantities with section titles and
// subtotals between its rows.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const items = (name: string, fields: [string, 'string' | 'number', 'date'?][]): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, format]) =>
      format ? { name: field, type: 'string' as const, format } : { name: field, type },
    ),
  },
});

describe('rows mostly below zero', () => {
  it('keeps a card statement’s debits ("-34,99") as its entries beside one refund', async () => {
    const result = await extractVerified(
      [
        'Kreditkartenabrechnung April 2026',
        '',
        'Belegdatum                Verwendungszweck          Betrag in EUR',
        '03.04.2026                AMAZON EU SARL            -34,99',
        '11.04.2026                DB Vertrieb GmbH          -89,90',
        '15.04.2026                Gutschrift Erstattung     +12,00',
      ].join('\n'),
      [
        items('transactions', [
          ['date', 'string', 'date'],
          ['text', 'string'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      transactions: [
        { date: '2026-04-03', text: 'AMAZON EU SARL', amount: -34.99 },
        { date: '2026-04-11', text: 'DB Vertrieb GmbH', amount: -89.9 },
        { date: '2026-04-15', text: 'Gutschrift Erstattung', amount: 12 },
      ],
    });
  });
});

describe('rows without a header whose first column is a date', () => {
  it('puts the date into the date field, the words into the text field and "2.5 h" into the number', async () => {
    const result = await extractVerified(
      [
        'Timesheet March 2026 - J. Miller',
        '',
        '03/02/2026\tCode review\t2.5 h',
        '03/03/2026\tClient meeting\t1.0 h',
        '03/04/2026\tDeployment\t3.25 h',
      ].join('\n'),
      [
        items('entries', [
          ['date', 'string', 'date'],
          ['task', 'string'],
          ['hours', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      entries: [
        { date: '2026-03-02', task: 'Code review', hours: 2.5 },
        { date: '2026-03-03', task: 'Client meeting', hours: 1 },
        { date: '2026-03-04', task: 'Deployment', hours: 3.25 },
      ],
    });
  });
});

describe('sections inside a table', () => {
  const schema = [
    items('items', [
      ['description', 'string'],
      ['quantity', 'number'],
      ['unit_price', 'number'],
      ['amount', 'number'],
    ]),
  ];
  const expected = {
    items: [
      { description: 'Aushub Baugrube', quantity: 45, unit_price: 18, amount: 810 },
      { description: 'Bodenplatte', quantity: 1, unit_price: 4200, amount: 4200 },
      { description: 'Trockenbauwand', quantity: 32, unit_price: 42.5, amount: 1360 },
    ],
  };
  const lines = [
    'Pos.\tBezeichnung\tMenge\tEP\tGP',
    'Rohbau',
    '1.1\tAushub Baugrube\t45\t18,00\t810,00',
    '1.2\tBodenplatte\t1\t4.200,00\t4.200,00',
    'Zwischensumme Rohbau\t\t\t\t5.010,00',
    'Ausbau',
    '2.1\tTrockenbauwand\t32\t42,50\t1.360,00',
    'Zwischensumme Ausbau\t\t\t\t1.360,00',
    'Gesamtsumme\t\t\t\t6.370,00',
  ];

  it('reads on past a subtotal and a section title; the titles join no item text (cells)', async () => {
    expect(await extractVerified(lines.join('\n'), schema)).toEqual(expected);
  });

  it('does the same in plain text with runs of spaces', async () => {
    const spaced = lines.map((line) =>
      line
        .split('\t')
        .map((cell, i, cells) => (i < cells.length - 1 ? cell.padEnd(Math.max(cell.length + 3, 24)) : cell))
        .join('')
        .trimEnd(),
    );
    expect(await extractVerified(spaced.join('\n'), schema)).toEqual(expected);
  });

  it('still ends the table at its sums when no row follows them', async () => {
    const result = await extractVerified(
      [
        'Description\tQty\tUnit price\tAmount',
        'Logo design\t1\t450.00\t450.00',
        'Business cards\t3\t35.00\t105.00',
        'Subtotal\t\t\t555.00',
        'VAT 20%\t\t\t111.00',
        'Total\t\t\t666.00',
      ].join('\n'),
      schema,
    );
    expect(result).toEqual({
      items: [
        { description: 'Logo design', quantity: 1, unit_price: 450, amount: 450 },
        { description: 'Business cards', quantity: 3, unit_price: 35, amount: 105 },
      ],
    });
  });
});
