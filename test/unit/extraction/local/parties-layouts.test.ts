// Rules added in session 3: parties of a purchase order, rows of labels under a title, self-evident
// values (IBAN) without a label, bare "Netto" on a payslip.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;
const party = (name: string): TOutputSchema[number] => ({
  name,
  type: 'object',
  properties: [{ name: 'name', type: 'string' }],
});

describe('parties', () => {
  it('takes the buyer of a purchase order from the letterhead and the supplier from the address block', async () => {
    const schema = [party('buyer'), party('supplier')];
    const order = ['ACME GmbH', 'PURCHASE ORDER', '', 'Müller KG', 'Hauptstraße 4', '10115 Berlin', '', 'PO number: 7'];
    expect(await run(order.join('\n'), schema)).toEqual({
      buyer: { name: 'ACME GmbH' },
      supplier: { name: 'Müller KG' },
    });
  });

  it('keeps the supplier in the letterhead of an invoice', async () => {
    const schema = [party('buyer'), party('supplier')];
    const invoice = ['ACME GmbH', 'INVOICE', '', 'Müller KG', 'Hauptstraße 4', '10115 Berlin', '', 'Invoice number: 7'];
    expect(await run(invoice.join('\n'), schema)).toEqual({
      buyer: { name: 'Müller KG' },
      supplier: { name: 'ACME GmbH' },
    });
  });
});

describe('layouts', () => {
  it('reads no row of labels as the value under a title', async () => {
    const schema: TOutputSchema = [{ name: 'credit_note_number', type: 'string' }];
    const text = [
      'Credit Note',
      '',
      'Number        Date              Original invoice',
      'GS-9317       17.10.2026        RE-1',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ credit_note_number: 'GS-9317' });
  });

  it('finds an IBAN and a BIC without a label', async () => {
    const schema: TOutputSchema = [
      {
        name: 'beneficiary',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'iban', type: 'string' },
        ],
      },
      { name: 'bic', type: 'string' },
    ];
    const text = ['Recipient', '', 'Pinewood Consulting Ltd', '', 'DE97 9715 1995 6031 1685 94', 'COBADEFFXXX'];
    expect(await run(text.join('\n'), schema)).toEqual({
      beneficiary: { name: 'Pinewood Consulting Ltd', iban: 'DE97971519956031168594' },
      bic: 'COBADEFFXXX',
    });
  });

  it('reads bare "Brutto" and "Netto" columns of a payslip as gross and net pay', async () => {
    const schema: TOutputSchema = [
      { name: 'gross_pay', type: 'number' },
      { name: 'net_pay', type: 'number' },
    ];
    const text = ['Brutto        Steuer        Netto', '3.802,47      684,44        2.357,54'];
    expect(await run(text.join('\n'), schema)).toEqual({ gross_pay: 3802.47, net_pay: 2357.54 });
  });
});

describe('two-column blocks and label rows', () => {
  it('reads "Label   : value" with the colon apart, and dates such as 09-Mar-2026 and 03/15/26', async () => {
    const schema: TOutputSchema = [
      { name: 'company', type: 'string' },
      { name: 'room_number', type: 'string' },
      { name: 'arrival', type: 'string', format: 'date' },
      { name: 'departure', type: 'string', format: 'date' },
    ];
    const text = [
      'Company    : Acme Widgets               Room No.   : 402',
      'Arrival    : 09-Mar-2026                Departure  : 03/15/26',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      company: 'Acme Widgets',
      room_number: '402',
      arrival: '2026-03-09',
      departure: '2026-03-15',
    });
  });

  it('reads label/value pairs right of an address block', async () => {
    const schema: TOutputSchema = [
      { name: 'order_number', type: 'string' },
      { name: 'buyer', type: 'string' },
    ];
    const text = [
      'Holz AG                       Bestellnummer     B-77',
      'Waldweg 2                     Einkäufer         Eva Stein',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ order_number: 'B-77', buyer: 'Eva Stein' });
  });

  it('takes no word of a longer label as the value ("Employee ID" under "Employee")', async () => {
    const schema: TOutputSchema = [
      { name: 'employee_name', type: 'string' },
      { name: 'employee_id', type: 'string' },
    ];
    const text = ['Employee      Employee ID      Pay Date', 'Jane Roe      E-7              03/20/2026'];
    expect(await run(text.join('\n'), schema)).toEqual({ employee_name: 'Jane Roe', employee_id: 'E-7' });
  });

  it('reads a count after its label marked by "x", and a value after "(IBAN)"', async () => {
    const schema: TOutputSchema = [
      { name: 'nights', type: 'number' },
      { name: 'iban', type: 'string' },
    ];
    const text = ['Übernachtung (5x)        507,34', 'Account (IBAN)   DE89 3704 0044 0532 0130 00'];
    expect(await run(text.join('\n'), schema)).toEqual({ nights: 5, iban: 'DE89370400440532013000' });
  });
});

describe('values named in sentences and unnamed columns', () => {
  it('finds a known carrier named in a sentence', async () => {
    const schema: TOutputSchema = [{ name: 'carrier', type: 'string' }];
    expect(await run('Ihre Bestellung wird von Hermes zugestellt.', schema)).toEqual({ carrier: 'Hermes' });
    expect(await run('Shipped today with UPS Freight, 3 pallets.', schema)).toEqual({ carrier: 'UPS Freight' });
  });

  it("takes an unnamed first text column as the item's one unnamed text field", async () => {
    const schema: TOutputSchema = [
      {
        name: 'earnings',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'type', type: 'string' },
            { name: 'hours', type: 'number' },
            { name: 'current', type: 'number' },
          ],
        },
      },
    ];
    const text = [
      'Earnings      Hours      Current',
      'Regular       80.00      2,400.00',
      'Overtime      6.00       220.50',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      earnings: [
        { type: 'Regular', hours: 80, current: 2400 },
        { type: 'Overtime', hours: 6, current: 220.5 },
      ],
    });
  });

  it('leaves a numbered position column alone', async () => {
    const schema: TOutputSchema = [
      {
        name: 'positions',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'article', type: 'string' },
            { name: 'quantity', type: 'number' },
            { name: 'price', type: 'number' },
          ],
        },
      },
    ];
    const text = ['Pos.      Menge      Preis', '1         40         18,90', '2         15         21,40'];
    expect(await run(text.join('\n'), schema)).toEqual({
      positions: [
        { quantity: 40, price: 18.9 },
        { quantity: 15, price: 21.4 },
      ],
    });
  });
});

describe('text recognition noise and forms of address', () => {
  it('matches a long label with one misread letter, and rn read for m', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'delivery_date', type: 'string', format: 'date' },
    ];
    const text = ['Rechnungsnurnmer: R-2291', 'Lieferdatun: 04.05.2026'];
    expect(await run(text.join('\n'), schema)).toEqual({ invoice_number: 'R-2291', delivery_date: '2026-05-04' });
  });

  it('takes no short value start as part of a misread label', async () => {
    const schema: TOutputSchema = [{ name: 'delivery_note_number', type: 'string' }];
    expect(await run('DELIVERY NOTE LS-11380', schema)).toEqual({ delivery_note_number: 'LS-11380' });
  });

  it('finds a person after a form of address when there is no address block', async () => {
    const schema: TOutputSchema = [{ name: 'employee_name', type: 'string' }];
    const text = ['Stadtbibliothek Lübeck', 'Abrechnung Juni 2026', '', 'Frau Clara Vogel   Pers.-Nr. 00815'];
    expect(await run(text.join('\n'), schema)).toEqual({ employee_name: 'Clara Vogel' });
  });
});

describe('German party names', () => {
  it('takes a guest (Gast) from the address block, without the form of address', async () => {
    const schema = [party('gast'), party('absender')];
    const text = [
      'Hotel Seeblick',
      '',
      'Herrn Jonas Keller',
      'Bergstraße 9',
      '70173 Stuttgart',
      '',
      'Rechnung Nr. 4471',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      gast: { name: 'Jonas Keller' },
      absender: { name: 'Hotel Seeblick' },
    });
  });
});

describe('times of day', () => {
  it('finds the time of a receipt without a label for a plain text field named "time"', async () => {
    const schema: TOutputSchema = [{ name: 'time', type: 'string' }];
    expect(await run('Kiosk am Dom\nSUMME EUR   4,00\n12.04.26 09:12  Bon 88', schema)).toEqual({ time: '09:12' });
  });
});
