import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import {
  automatic,
  expectVerifiableSources,
  extract,
  INVOICE,
  invoiceSchema,
  readFixture,
  textDocument,
} from './local-provider-helpers.ts';

describe('local extractor on letter layouts', () => {
  it('matches German labels, synonyms, next-line values and "Label | Value" rows', async () => {
    const text = [
      'Rechnungs-Nr. 4711',
      'Rechnungsdatum',
      '1. November 2026',
      'Fällig am: 15.11.2026',
      '| Gesamtbetrag | 1.234,56 € |',
      'MwSt 19 %',
      'Bezahlt: ja',
      'E-Mail: buchhaltung@beispiel.example',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'invoiceNumber', type: 'string' },
      { name: 'invoice_date', type: 'string', format: 'date' },
      { name: 'due_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
      { name: 'vat_rate', type: 'number', description: 'MwSt in percent' },
      { name: 'paid', type: 'boolean', description: 'Bezahlt?' },
      { name: 'contact', type: 'object', properties: [{ name: 'email', type: 'string', format: 'email' }] },
    ];
    const documents = [textDocument(text)];
    const response = await extract(documents, schema);
    expect(response.result).toEqual({
      invoiceNumber: '4711',
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      total: 1234.56,
      vat_rate: 19,
      paid: true,
      contact: { email: 'buchhaltung@beispiel.example' },
    });
    expect(response.sources.invoice_date).toEqual({
      page: 1,
      quote: '1. November 2026',
      document: 'letter.txt',
      confidence: expect.any(Number),
    });
    // The verifier's probability (verify-values.ts): a date under its own label is very likely right.
    expect(response.sources.invoice_date?.confidence).toBeGreaterThan(0.8);
    expectVerifiableSources(response, documents);
  });

  it('prefers an exact label over a longer one and skips sentences that start with a label word', async () => {
    const text = [
      'Total net: 1.000,00',
      'Customer service is open 24/7.',
      'Customer: Beispiel AG',
      'Kundennummer   K-1001   Datum   03.11.2026',
      'Total: 1.190,00',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'total', type: 'number' },
      { name: 'customer', type: 'string' },
      { name: 'customer_number', type: 'string' },
      { name: 'date', type: 'string', format: 'date' },
    ];
    const response = await extract([textDocument(text)], schema);
    expect(response.result).toEqual({
      total: 1190,
      customer: 'Beispiel AG',
      customer_number: 'K-1001',
      date: '2026-11-03',
    });
    expect(response.sources.customer_number?.quote).toBe('Kundennummer   K-1001');
  });

  it('reads lists of values under or after a label', async () => {
    const text = ['Tags: urgent, paid', '', 'Amounts:', '- 1,50', '- 2.000,00', '', 'Other: x'].join('\n');
    const schema: TOutputSchema = [
      { name: 'tags', type: 'array', items: { type: 'string' } },
      { name: 'amounts', type: 'array', items: { type: 'number' } },
    ];
    const documents = [textDocument(text)];
    const response = await extract(documents, schema);
    expect(response.result).toEqual({ tags: ['urgent', 'paid'], amounts: [1.5, 2000] });
    expect(response.sources['amounts[1]']).toEqual({
      page: 1,
      quote: '- 2.000,00',
      document: 'letter.txt',
      confidence: 0.7,
    });
    expectVerifiableSources(response, documents);
  });

  it('reads CSV rows as a table, header cells with a unit included', async () => {
    const csv = 'Pos.;Bezeichnung;Menge;Einzelpreis (EUR)\n1;Widget A;2;500,00\n2;Service B;1;234,56\n';
    const schema = invoiceSchema.filter((property) => property.name === 'items');
    const response = await extract([textDocument(csv, 'text/csv')], schema);
    expect(response.result).toEqual({ items: INVOICE.items });
  });

  it('names the kind of document in the revision’s output language', async () => {
    const documents = [await readFixture('invoice.txt')];
    const german = await extract(documents, invoiceSchema, { ...automatic, outputLanguage: 'de' });
    expect(german.title).toBe('Rechnung INV-2026-0042 – ACME GmbH');
    const germanNames = invoiceSchema.map((property) =>
      property.name === 'invoice_number' ? { ...property, name: 'rechnungsnummer' } : property,
    );
    const english = await extract(documents, germanNames, automatic);
    expect(english.title).toBe('Invoice INV-2026-0042 – ACME GmbH');
    const germanAgain = await extract(documents, germanNames, { ...automatic, outputLanguage: 'de' });
    expect(germanAgain.title).toBe('Rechnung INV-2026-0042 – ACME GmbH');
  });

  it('titles by the fields an instruction names, else by the first line', async () => {
    const documents = [await readFixture('invoice.txt')];
    const byInstruction = await extract(documents, invoiceSchema, {
      ...automatic,
      titleConfig: { mode: 'instructions', instructions: 'Supplier, then the Rechnungsnummer' },
    });
    expect(byInstruction.title).toBe('ACME GmbH – INV-2026-0042');
    const nothingFound = await extract(
      [textDocument('\nDear Sir or Madam,\nthank you.')],
      [{ name: 'iban', type: 'string' }],
    );
    expect(nothingFound.title).toBe('Dear Sir or Madam,');
    expect(nothingFound.result).toEqual({});
  });
});
