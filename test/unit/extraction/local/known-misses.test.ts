// Rules added in session 4 for misses seen on fresh sets A and B: IBANs in sentences, qualified IBAN labels,
// single-word identifier names, SKU columns, "Charges | Credits" columns and values stated in sentences.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const run = extractVerified;

describe('IBANs', () => {
  it('ends an IBAN where the account number does, not at the end of the sentence', async () => {
    const result = await run(
      ['Bitte überweisen Sie den Betrag auf', 'IBAN DE75 5125 0000 0001 2345 67 (Sparkasse Taunus).'].join('\n'),
      [{ name: 'iban', type: 'string' }],
    );
    expect(result).toEqual({ iban: 'DE75512500000001234567' });
  });

  it('reads the payer and the payee IBAN from labels qualified after the word IBAN', async () => {
    const result = await run(
      [
        'Auftraggeber\tJonas Albrecht',
        'IBAN Auftraggeber\tDE12 2145 0000 0101 2233 44',
        'Empfänger\tHausverwaltung Nordstern GmbH',
        'IBAN Empfänger\tDE89 3704 0044 0532 0130 00',
      ].join('\n'),
      [
        { name: 'payer', type: 'object', properties: [{ name: 'iban', type: 'string' }] },
        { name: 'payee', type: 'object', properties: [{ name: 'iban', type: 'string' }] },
      ],
    );
    expect(result).toEqual({ payer: { iban: 'DE12214500000101223344' }, payee: { iban: 'DE89370400440532013000' } });
  });
});

describe('identifier names', () => {
  it('treats a one-word German compound ending in -nummer as an identifier that ends with the sentence', async () => {
    const result = await run('Ihre Bestellnummer: WS-771203 hat unser Lager verlassen.', [
      { name: 'bestellnummer', type: 'string' },
    ]);
    expect(result).toEqual({ bestellnummer: 'WS-771203' });
  });
});

describe('name fields labelled by their role alone', () => {
  it('reads buyer_name after "Buyer" and employee_full_name after "Employee", not a letterhead guess', async () => {
    const result = await run(
      ['ACME Robotics Ltd.', '12 Harbour Road, Bristol', '', 'Buyer: Sarah Whitfield', 'Employee: Stefan Huber'].join(
        '\n',
      ),
      [
        { name: 'buyer_name', type: 'string' },
        { name: 'employee_full_name', type: 'string' },
      ],
    );
    expect(result).toEqual({ buyer_name: 'Sarah Whitfield', employee_full_name: 'Stefan Huber' });
  });
});

describe('line-item tables', () => {
  const items: TOutputSchema = [
    {
      name: 'items',
      type: 'array',
      items: {
        type: 'object',
        properties: [
          { name: 'sku', type: 'string' },
          { name: 'description', type: 'string' },
          { name: 'quantity', type: 'number' },
          { name: 'amount', type: 'number' },
        ],
      },
    },
  ];

  it('puts a first column of product codes under "Item" into the code field, beside the description', async () => {
    const result = await run(
      [
        'Item   Description   Qty   Amount',
        'FX-100   Hex bolt M8 x 40, zinc   500   60.00',
        'PK-9   Cable ties 300 mm (pack of 100)12   42.00',
      ].join('\n'),
      items,
    );
    expect(result).toEqual({
      items: [
        { sku: 'FX-100', description: 'Hex bolt M8 x 40, zinc', quantity: 500, amount: 60 },
        { sku: 'PK-9', description: 'Cable ties 300 mm (pack of 100)', quantity: 12, amount: 42 },
      ],
    });
  });
});

describe('folio tables with a "Charges | Credits" pair of columns', () => {
  it('reads the charges as the amounts, also when the empty credit cell left no trace', async () => {
    const result = await run(
      [
        'Date   Description   Charges   Credits',
        '09-Mar-2026   Room Charge   189.00',
        '10-Mar-2026   Restaurant   64.50',
      ].join('\n'),
      [
        {
          name: 'charges',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'date', type: 'string', format: 'date' },
              { name: 'description', type: 'string' },
              { name: 'amount', type: 'number' },
            ],
          },
        },
      ],
    );
    expect(result).toEqual({
      charges: [
        { date: '2026-03-09', description: 'Room Charge', amount: 189 },
        { date: '2026-03-10', description: 'Restaurant', amount: 64.5 },
      ],
    });
  });
});

describe('values stated in sentences', () => {
  it('reads a due date after "bis"/"by" in a sentence about paying, and a debit date from "abgebucht"', async () => {
    const schema: TOutputSchema = [
      { name: 'zahlbar_bis', type: 'string', format: 'date' },
      { name: 'debit_date', type: 'string', format: 'date' },
    ];
    const german = await run(
      [
        'Rechnung vom 11.03.2026',
        'Bitte überweisen Sie den Betrag bis 25.03.2026 auf unser Konto.',
        'Der Abschlag wird am 19.02.2026 abgebucht.',
      ].join('\n'),
      schema,
    );
    expect(german).toEqual({ zahlbar_bis: '2026-03-25', debit_date: '2026-02-19' });
    const english = await run('Issued 1 March 2026. Please pay by 4 February 2026.', [
      { name: 'payment_due_date', type: 'string', format: 'date' },
    ]);
    expect(english).toEqual({ payment_due_date: '2026-02-04' });
  });

  it('ends a short text value where its sentence ends or a date clause starts, keeping abbreviations', async () => {
    const result = await run(
      [
        'Bezahlt mit: EC-Karte am 16.02.2026. Vielen Dank für Ihren Besuch!',
        'Zimmer: 207 (Doppelzimmer)',
        'Gast: Mr. Daniel Okafor',
        'Firma: Schäfer Bürobedarf e.K.',
      ].join('\n'),
      [
        { name: 'payment_method', type: 'string' },
        { name: 'room', type: 'string' },
        { name: 'guest', type: 'string' },
        { name: 'company', type: 'string' },
      ],
    );
    expect(result).toEqual({
      payment_method: 'EC-Karte',
      room: '207',
      guest: 'Mr. Daniel Okafor',
      company: 'Schäfer Bürobedarf e.K.',
    });
  });
});

describe('labels with a preposition and sentences over two lines', () => {
  it('reads "Due on | December 18, 2026", "Please pay … / by … date" and the customer after "To:"', async () => {
    const result = await run(
      ['Credit note GS-7173', 'To: Lukas Becker', 'Due on           December 18, 2026'].join('\n'),
      [
        { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
        { name: 'due_date', type: 'string', format: 'date' },
      ],
    );
    expect(result).toEqual({ customer: { name: 'Lukas Becker' }, due_date: '2026-12-18' });
    const twoLines = await run(
      ['Period to 31 May 2026', 'Please pay ... EUR 560.15', 'by ... 22 Nov 2026'].join('\n'),
      [{ name: 'due_date', type: 'string', format: 'date' }],
    );
    expect(twoLines).toEqual({ due_date: '2026-11-22' });
  });
});

describe('labels next to values', () => {
  it('ends an identifier at the next field label and never takes a label cell as a value', async () => {
    const result = await run(
      ['Tracking   1Z9R4F610398765432 Cartons   3', 'Employee   Employee ID   Pay Period'].join('\n'),
      [
        { name: 'tracking_no', type: 'string' },
        { name: 'employee_name', type: 'string' },
      ],
    );
    expect(result).toEqual({ tracking_no: '1Z9R4F610398765432' });
  });

  it('reads a "Qty Shipped" column for quantity_shipped', async () => {
    const result = await run(
      ['Part No.   Description   Qty Shipped', 'BRK-2210   Mounting bracket, steel   120'].join('\n'),
      [
        {
          name: 'contents',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'part_number', type: 'string' },
              { name: 'description', type: 'string' },
              { name: 'quantity_shipped', type: 'number' },
            ],
          },
        },
      ],
    );
    expect(result).toEqual({
      contents: [{ part_number: 'BRK-2210', description: 'Mounting bracket, steel', quantity_shipped: 120 }],
    });
  });
});

describe('a short label ending a label phrase', () => {
  it('reads "Material und Arbeitszeit netto: 840,00 €" for the net amount, not a "netto" inside a sentence', async () => {
    const result = await run(
      ['Wir liefern netto ab Werk ohne Aufpreis.', 'Material und Arbeitszeit netto: 840,00 €'].join('\n'),
      [{ name: 'nettobetrag', type: 'number' }],
    );
    expect(result).toEqual({ nettobetrag: 840 });
  });
});
