// Rules added in session 3: identifiers after a document's title, identifiers cut where a sentence goes
// on, and the en/de vocabulary of payslips, transfers, utility bills, folios and purchase orders.
import { describe, expect, it } from '@jest/globals';
import {
  identifierAfterTitle,
  isIdentifierName,
  kindWordsOf,
  trimIdentifier,
} from '../../../../src/extraction/providers/local/identifiers.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('identifier fields', () => {
  it('knows identifier names and the kind words before them', () => {
    expect(isIdentifierName(['delivery', 'note', 'number'])).toBe(true);
    expect(isIdentifierName(['order', 'no'])).toBe(true);
    expect(isIdentifierName(['delivery', 'date'])).toBe(false);
    expect(kindWordsOf(['delivery', 'note', 'number'])).toEqual(['delivery', 'note']);
    expect(kindWordsOf(['number'])).toEqual([]);
  });

  it('takes an identifier after a title, with or without "No."/"Nr."/"#", and nothing else', () => {
    expect(identifierAfterTitle('LS-11380')).toBe('LS-11380');
    expect(identifierAfterTitle('Nr. 2026/117')).toBe('2026/117');
    expect(identifierAfterTitle('#A7781')).toBe('A7781');
    expect(identifierAfterTitle('for March')).toBeNull();
    expect(identifierAfterTitle('3')).toBeNull();
  });

  it('cuts an identifier where the sentence goes on, keeping digit groups', () => {
    expect(trimIdentifier('PO-2947 vom 14.4.2026')).toBe('PO-2947');
    expect(trimIdentifier('302-7781123 wurde am 12.05.2026 verschickt.')).toBe('302-7781123');
    expect(trimIdentifier('7001 4432 19')).toBe('7001 4432 19');
    expect(trimIdentifier('DE89 3704 0044 (Sparkasse)')).toBe('DE89 3704 0044');
    expect(trimIdentifier('RA 7730214')).toBe('RA 7730214');
  });

  it('reads a number from the title line of its document kind, in English and German', async () => {
    const schema: TOutputSchema = [
      { name: 'delivery_note_number', type: 'string' },
      { name: 'order_number', type: 'string' },
    ];
    expect(await run('DELIVERY NOTE LS-11380\nYour order: 4420925 of 3 May 2026', schema)).toEqual({
      delivery_note_number: 'LS-11380',
      order_number: '4420925',
    });
    expect(await run('Lieferschein Nr. LS-88060\nIhre Bestellung: 4420925', schema)).toEqual({
      delivery_note_number: 'LS-88060',
      order_number: '4420925',
    });
  });

  it('does not take a word after the title as the number', async () => {
    const schema: TOutputSchema = [{ name: 'delivery_note_number', type: 'string' }];
    expect(await run('Delivery note for your order\nThank you', schema)).toEqual({});
  });
});

describe('vocabulary of payslips, transfers, utility bills, folios and orders', () => {
  it('reads a German payslip by its usual labels', async () => {
    const schema: TOutputSchema = [
      { name: 'gross_wage', type: 'number' },
      { name: 'church_tax', type: 'number' },
      { name: 'social_security', type: 'number' },
      { name: 'hours', type: 'number' },
      { name: 'net_salary', type: 'number' },
    ];
    const text = [
      'Bruttoentgelt: 3.100,00',
      'Kirchensteuer: 21,30',
      'SV-Beitrag: 640,10',
      'Stunden: 160',
      'Nettoentgelt: 2.050,55',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      gross_wage: 3100,
      church_tax: 21.3,
      social_security: 640.1,
      hours: 160,
      net_salary: 2050.55,
    });
  });

  it('reads payer, transfer amount and execution date of a transfer', async () => {
    const schema: TOutputSchema = [
      { name: 'payer', type: 'string' },
      { name: 'amount', type: 'number' },
      { name: 'execution_date', type: 'string', format: 'date' },
    ];
    const german = ['Zahlungspflichtiger: Ina Roth', 'Überweisungsbetrag: 80,00 EUR', 'Ausführungstag: 02.03.2026'];
    expect(await run(german.join('\n'), schema)).toEqual({
      payer: 'Ina Roth',
      amount: 80,
      execution_date: '2026-03-02',
    });
    const english = ['Ordering party: Ina Roth', 'Transfer amount: EUR 80.00', 'Executed on: 2 March 2026'];
    expect(await run(english.join('\n'), schema)).toEqual({
      payer: 'Ina Roth',
      amount: 80,
      execution_date: '2026-03-02',
    });
  });

  it('reads meter, tariff and balance of a utility bill, and folio and confirmation numbers', async () => {
    const schema: TOutputSchema = [
      { name: 'meter_number', type: 'string' },
      { name: 'tariff', type: 'string' },
      { name: 'balance_due', type: 'number' },
      { name: 'folio_number', type: 'string' },
      { name: 'confirmation_number', type: 'string' },
    ];
    const text = [
      'Zähler-Nr.: 1ESY-44',
      'Tarif: Klassik Strom',
      'Nachzahlung: 105,45 €',
      'Folio-Nr.: 2231',
      'Booking number: BK-77',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      meter_number: '1ESY-44',
      tariff: 'Klassik Strom',
      balance_due: 105.45,
      folio_number: '2231',
      confirmation_number: 'BK-77',
    });
  });

  it('reads participle date labels and article numbers in table headers', async () => {
    const schema: TOutputSchema = [
      { name: 'delivery_date', type: 'string', format: 'date' },
      {
        name: 'items',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'article_number', type: 'string' },
            { name: 'description', type: 'string' },
            { name: 'quantity', type: 'number' },
          ],
        },
      },
    ];
    const text = [
      'Geliefert am: 15.06.2026',
      '',
      'Art.-Nr.\tBezeichnung\tMenge',
      'A-451\tStretchfolie\t4',
      'A-536\tSchrauben M4\t20',
    ];
    expect(await run(text.join('\n').replace(/\t/g, '      '), schema)).toEqual({
      delivery_date: '2026-06-15',
      items: [
        { article_number: 'A-451', description: 'Stretchfolie', quantity: 4 },
        { article_number: 'A-536', description: 'Schrauben M4', quantity: 20 },
      ],
    });
  });
});

describe('labels with prepositions, remarks and German word order', () => {
  it('reads a date after "am"/"on" beside its label', async () => {
    const schema: TOutputSchema = [
      { name: 'pay_date', type: 'string', format: 'date' },
      { name: 'ship_date', type: 'string', format: 'date' },
    ];
    expect(await run('Auszahlung am 30.06.2026\nShipped on May 4, 2026', schema)).toEqual({
      pay_date: '2026-06-30',
      ship_date: '2026-05-04',
    });
  });

  it('skips a remark in brackets after the label and reads "Betrag netto/brutto"', async () => {
    const schema: TOutputSchema = [
      { name: 'total_eur', type: 'number' },
      { name: 'net_amount', type: 'number' },
      { name: 'gross_amount', type: 'number' },
    ];
    const text = ['Total (incl. VAT)   € 1.190,00', 'Betrag netto 1.000,00 EUR', 'Betrag brutto 1.190,00 EUR'];
    expect(await run(text.join('\n'), schema)).toEqual({ total_eur: 1190, net_amount: 1000, gross_amount: 1190 });
  });

  it('prefers an identifier with digits over a title word, and ends it at a comma', async () => {
    const schema: TOutputSchema = [
      { name: 'order_number', type: 'string' },
      { name: 'order_date', type: 'string', format: 'date' },
      { name: 'room_number', type: 'string' },
    ];
    const text = ['ORDER CONFIRMATION', 'Order #A-5521', 'Ordered: 2 Mar 2026', 'Room 214, 3 nights'];
    expect(await run(text.join('\n'), schema)).toEqual({
      order_number: 'A-5521',
      order_date: '2026-03-02',
      room_number: '214',
    });
  });
});

describe('free text and misread umlauts', () => {
  it('keeps the whole purpose of a transfer, other labels inside included', async () => {
    const schema: TOutputSchema = [
      { name: 'verwendungszweck', type: 'string' },
      { name: 'payment_method', type: 'string' },
    ];
    const text = ['Verwendungszweck      Abschlag März Vertragskonto 4411', 'Zahlart: EC-Karte Endziffern 2819'];
    expect(await run(text.join('\n'), schema)).toEqual({
      verwendungszweck: 'Abschlag März Vertragskonto 4411',
      payment_method: 'EC-Karte',
    });
  });

  it('reads "ü" misread as "ii" in a label', async () => {
    const schema: TOutputSchema = [{ name: 'change', type: 'number' }];
    expect(await run('Riickgeld          1,00', schema)).toEqual({ change: 1 });
  });
});

describe('nested names', () => {
  it('reads value-like leaves from the parent label and old/new readings', async () => {
    const schema: TOutputSchema = [
      {
        name: 'meter',
        type: 'object',
        properties: [
          { name: 'number', type: 'string' },
          { name: 'reading_old', type: 'number' },
          { name: 'reading_new', type: 'number' },
        ],
      },
      { name: 'consumption', type: 'object', properties: [{ name: 'value', type: 'number' }] },
    ];
    const text = ['Meter number: Z-11', 'Previous reading: 1,200', 'Current reading: 1,450', 'Consumption: 250 kWh'];
    expect(await run(text.join('\n'), schema)).toEqual({
      meter: { number: 'Z-11', reading_old: 1200, reading_new: 1450 },
      consumption: { value: 250 },
    });
  });

  it('reads arrival and departure from the range of a stay, and a range day first when one date says so', async () => {
    const schema: TOutputSchema = [
      {
        name: 'stay',
        type: 'object',
        properties: [
          { name: 'arrival', type: 'string', format: 'date' },
          { name: 'departure', type: 'string', format: 'date' },
        ],
      },
      {
        name: 'pay_period',
        type: 'object',
        properties: [
          { name: 'from', type: 'string', format: 'date' },
          { name: 'to', type: 'string', format: 'date' },
        ],
      },
    ];
    const text = ['Stay: 12.03.2026 - 15.03.2026', 'Pay period: 01/03/2026 to 31/03/2026'];
    expect(await run(text.join('\n'), schema)).toEqual({
      stay: { arrival: '2026-03-12', departure: '2026-03-15' },
      pay_period: { from: '2026-03-01', to: '2026-03-31' },
    });
  });
});

describe('labels that go on in their cell, places and miles', () => {
  it('reads "Total paid ...... $17.20", places without their kind word, and converts miles to km', async () => {
    const schema: TOutputSchema = [
      { name: 'total', type: 'number' },
      { name: 'pickup_location', type: 'string' },
      { name: 'distance_km', type: 'number' },
    ];
    const text = ['Total paid ...... $17.20', 'Pickup:    Union Square', 'Distance:  10 mi'];
    expect(await run(text.join('\n'), schema)).toEqual({
      total: 17.2,
      pickup_location: 'Union Square',
      distance_km: 16.09344,
    });
  });
});
