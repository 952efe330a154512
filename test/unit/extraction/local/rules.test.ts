// The offline extractor's rules, one layout or value kind at a time, English and German.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, invoiceSchema, textDocument } from '../local-provider-helpers.ts';

/** The invoice schema's line items (one text and two number columns), as many tests here read them. */
const LINE_ITEMS: TOutputSchema = invoiceSchema.filter((field) => field.name === 'items');

const run = extractText;

describe('labels from names, vocabulary and compounds', () => {
  it('finds compound German labels and English synonyms of business fields', async () => {
    const schema: TOutputSchema = [
      { name: 'tracking_number', type: 'string' },
      { name: 'ship_date', type: 'string', format: 'date' },
      { name: 'payment_method', type: 'string' },
      { name: 'employee_id', type: 'string' },
    ];
    const german = await run(
      ['Sendungsnummer: JJD0001', 'Versanddatum: 3. März 2026', 'Zahlart: EC-Karte', 'Personalnummer 4711'].join('\n'),
      schema,
    );
    expect(german.result).toEqual({
      tracking_number: 'JJD0001',
      ship_date: '2026-03-03',
      payment_method: 'EC-Karte',
      employee_id: '4711',
    });
    const english = await run(
      ['Tracking ID: 1Z999', 'Shipped on: March 3, 2026', 'Paid with: Visa', 'Staff no.: E-17'].join('\n'),
      schema,
    );
    expect(english.result).toEqual({
      tracking_number: '1Z999',
      ship_date: '2026-03-03',
      payment_method: 'Visa',
      employee_id: 'E-17',
    });
  });

  it('matches compounds with a word between ("Versicherungsscheinnummer") and names without their kind word', async () => {
    const schema: TOutputSchema = [
      { name: 'policy_number', type: 'string' },
      { name: 'premium_amount', type: 'number' },
    ];
    const response = await run('Versicherungsscheinnummer: KV-77\nAnnual premium   312,40 €', schema);
    expect(response.result).toEqual({ policy_number: 'KV-77', premium_amount: 312.4 });
  });

  it('reads units and last digits from the name, and converts units', async () => {
    const schema: TOutputSchema = [
      { name: 'weight_kg', type: 'number' },
      { name: 'consumption_kwh', type: 'number' },
      { name: 'card_last4', type: 'string' },
    ];
    const response = await run(
      ['Gesamtgewicht: 33.800 g', 'Verbrauch: 1,2 MWh', 'Karte: **** **** **** 5091'].join('\n'),
      schema,
    );
    expect(response.result).toEqual({ weight_kg: 33.8, consumption_kwh: 1200, card_last4: '5091' });
  });

  it('takes both ends of a range from the parent label, and "from"/"to" labels', async () => {
    const schema: TOutputSchema = [
      {
        name: 'billing_period',
        type: 'object',
        properties: [
          { name: 'start', type: 'string', format: 'date' },
          { name: 'end', type: 'string', format: 'date' },
        ],
      },
    ];
    const range = await run('Abrechnungszeitraum: 01.01.2026 – 31.03.2026', schema);
    expect(range.result).toEqual({ billing_period: { start: '2026-01-01', end: '2026-03-31' } });
    const split = await run('Period from   2026-01-01\nPeriod to   2026-03-31', schema);
    expect(split.result).toEqual({ billing_period: { start: '2026-01-01', end: '2026-03-31' } });
  });

  it('does not take a label of another meaning that ends with the field name', async () => {
    const schema: TOutputSchema = [
      { name: 'reference', type: 'string' },
      { name: 'purpose', type: 'string' },
    ];
    const response = await run('Payment reference: Rent March\nTransaction ID: TRX-1', schema);
    expect(response.result).toEqual({ reference: 'TRX-1', purpose: 'Rent March' });
  });
});

describe('layouts', () => {
  it('does not read a rate in the label as the amount', async () => {
    const schema: TOutputSchema = [{ name: 'vat_amount', type: 'number' }];
    expect((await run('MwSt. 19 %: 1.568,32 €', schema)).result).toEqual({ vat_amount: 1568.32 });
    expect((await run('USt (19%)   629,30 EUR', schema)).result).toEqual({ vat_amount: 629.3 });
    expect((await run('incl. VAT 7%   1.40', schema)).result).toEqual({ vat_amount: 1.4 });
    expect((await run('zzgl. 19 % MwSt   228,00 €', schema)).result).toEqual({ vat_amount: 228 });
  });

  it('reads label/value pairs in a two-column header and values under a row of labels', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'invoice_date', type: 'string', format: 'date' },
      { name: 'due_date', type: 'string', format: 'date' },
      { name: 'employer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const header = await run(
      ['ACME GmbH   Invoice', 'Hauptstraße 12   Number   R-2026-1', '10115 Berlin   Due date   09/10/2026'].join('\n'),
      schema,
    );
    expect(header.result).toMatchObject({ invoice_number: 'R-2026-1', due_date: '2026-09-10' });
    const columns = await run(
      ['Invoice No.   Invoice Date   Due Date', 'INV-7   14.03.2026   28.03.2026'].join('\n'),
      schema,
    );
    expect(columns.result).toMatchObject({
      invoice_number: 'INV-7',
      invoice_date: '2026-03-14',
      due_date: '2026-03-28',
    });
    const pairs = await run('Employer   ACME GmbH   Name   Anna Schmidt', schema);
    expect(pairs.result).toMatchObject({ employer: { name: 'ACME GmbH' } });
  });

  it('reads dotted leaders as a cell break, and a long label inside a cell', async () => {
    const schema: TOutputSchema = [
      { name: 'total', type: 'number' },
      { name: 'payment_method', type: 'string' },
      { name: 'card_last4', type: 'string' },
    ];
    const response = await run('TOTAL ................ 12,40\nPaid with: Visa ending in 4743', schema);
    expect(response.result).toEqual({ total: 12.4, payment_method: 'Visa', card_last4: '4743' });
  });

  it('takes no label line as the value under a title, and no year as a count', async () => {
    const schema: TOutputSchema = [
      { name: 'credit_note_number', type: 'string' },
      { name: 'nights', type: 'number' },
    ];
    const text = ['GUTSCHRIFT', 'Gutschrift-Nr.', 'GS-7720', '', '12. Februar 2026   Übernachtung   507,34'];
    expect((await run(text.join('\n'), schema)).result).toEqual({ credit_note_number: 'GS-7720' });
  });

  it('ranks e-mail header lines below the body', async () => {
    const schema: TOutputSchema = [{ name: 'date', type: 'string', format: 'date' }];
    const mail = 'Subject: Receipt\nDate: Fri, 06 Mar 2026 16:40:00 +0000\n\nCorner Deli\nJanuary 13, 2026 07:27';
    const response = await run(mail, schema, 'message/rfc822');
    expect(response.result).toEqual({ date: '2026-01-13' });
    // The rules' confidence: a guess (the verifier then finds such a date mostly right).
    const ruled = extractResult(schema, documentLines([textDocument(mail, 'message/rfc822')]));
    expect(ruled.sources.date?.confidence).toBeLessThan(0.5);
  });

  it('finds the issuer in the letterhead and the recipient in the address block', async () => {
    const schema: TOutputSchema = [
      { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = [
      'Tischlerei Holzwurm · Sägeweg 3 · 34117 Kassel',
      '',
      'Familie Braun',
      'Birkenallee 22',
      '34119 Kassel',
    ];
    const response = await run(text.join('\n'), schema);
    expect(response.result).toEqual({ supplier: { name: 'Tischlerei Holzwurm' }, customer: { name: 'Familie Braun' } });
  });

  it('splits table rows whose columns ran together and joins descriptions over two lines', async () => {
    const schema = LINE_ITEMS;
    const text = ['Artikel   Menge   Preis', 'USB-C-Kabel   8   140,52', 'Beratungsstunden 12   119,83', 'vor Ort', ''];
    const response = await run(text.join('\n'), schema);
    expect(response.result).toEqual({
      items: [
        { description: 'USB-C-Kabel', quantity: 8, price: 140.52 },
        { description: 'Beratungsstunden vor Ort', quantity: 12, price: 119.83 },
      ],
    });
  });
});

describe('typed values', () => {
  it('reads booleans from paid/open words, positive deductions and compact IBANs', async () => {
    const schema: TOutputSchema = [
      { name: 'paid', type: 'boolean' },
      { name: 'income_tax', type: 'number' },
      { name: 'iban', type: 'string' },
      { name: 'currency', type: 'string' },
    ];
    const response = await run(
      ['Status: offen', 'Lohnsteuer   -402,16', 'IBAN: DE89 3704 0044 0532 0130 00', 'Betrag: 12,00 €'].join('\n'),
      schema,
    );
    expect(response.result).toEqual({
      paid: false,
      income_tax: 402.16,
      iban: 'DE89370400440532013000',
      currency: 'EUR',
    });
  });

  it('gives every value a confidence by how it was found', async () => {
    const schema: TOutputSchema = [
      { name: 'total', type: 'number' },
      { name: 'invoice_date', type: 'string', format: 'date' },
    ];
    // The rules' confidence (before the verifier, verify-values.ts, turns it into its probability).
    const { sources } = extractResult(schema, documentLines([textDocument('Total: 12,00\nInvoice date\n14.03.2026')]));
    expect(sources.total?.confidence).toBe(0.9);
    expect(sources.invoice_date?.confidence).toBe(0.75);
  });

  it('tolerates text recognition noise: dropped umlauts in labels, O and l in numbers', async () => {
    const schema: TOutputSchema = [
      { name: 'due_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
    ];
    const response = await run('Fallig am: 15.11.2026\nGesamtbetrag: 1.2O4,5O EUR', schema);
    expect(response.result).toEqual({ due_date: '2026-11-15', total: 1204.5 });
    const english = await run('Due date: 2026-11-15\nT0tal: 1,204.50', schema);
    expect(english.result).toEqual({ due_date: '2026-11-15', total: 1204.5 });
    // Found by its label (0.9), not by the first-date guess (0.45).
    const dateOnly: TOutputSchema = [{ name: 'invoice_date', type: 'string', format: 'date' }];
    const ocr = extractResult(dateOnly, documentLines([textDocument('lnvoice date: 2026-11-15')]));
    expect(ocr.result).toEqual({ invoice_date: '2026-11-15' });
    expect(ocr.sources.invoice_date?.confidence).toBe(0.9);
  });

  it('reads counts written before their label and yes/no stated as a sentence', async () => {
    const schema: TOutputSchema = [
      { name: 'nights', type: 'number' },
      { name: 'packages', type: 'number' },
      { name: 'paid', type: 'boolean' },
    ];
    const stay = await run(
      'Stay: 4 Sep 2026 to 6 Sep 2026 (2 nights)\n1 Paket, 2,5 kg\nPaid by credit card, thank you.',
      schema,
    );
    expect(stay.result).toEqual({ nights: 2, packages: 1, paid: true });
    expect((await run('Bezahlt wird noch nicht.', schema)).result).toEqual({ paid: false });
  });

  it('follows a stated day/month order', async () => {
    const schema: TOutputSchema = [{ name: 'date', type: 'string', format: 'date' }];
    expect((await run('Date: 02/03/2026 (dd/mm/yyyy)', schema)).result).toEqual({ date: '2026-03-02' });
    expect((await run('Date: 02/03/2026', schema)).result).toEqual({ date: '2026-02-03' });
  });
});

describe('tables without a header row', () => {
  it('maps one text and the number columns in the schema order', async () => {
    const schema = LINE_ITEMS;
    const text = [
      'Thank you for your order.',
      '',
      'Widget A   2   500,00',
      'Service B   1   234,56',
      '',
      'Total: 1.234,56',
    ];
    const response = await run(text.join('\n'), schema);
    expect(response.result).toEqual({
      items: [
        { description: 'Widget A', quantity: 2, price: 500 },
        { description: 'Service B', quantity: 1, price: 234.56 },
      ],
    });
  });
});
