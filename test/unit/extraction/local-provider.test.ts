import { describe, expect, it } from '@jest/globals';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { validateResult } from '../../../src/extraction/schema/validate-result.ts';
import { englishOf } from '../../../src/i18n/message.ts';
import {
  automatic,
  expectVerifiableSources,
  extract,
  INVOICE,
  invoiceSchema,
  readFixture,
} from './local-provider-helpers.ts';

describe('local extractor on the invoice fixtures', () => {
  it.each(['invoice.pdf', 'invoice.docx', 'invoice.txt', 'invoice.html', 'invoice.eml'])(
    'fills the invoice schema from %s',
    async (name) => {
      const document = await readFixture(name);
      const response = await extract([document], invoiceSchema);
      expect(response.result).toEqual(INVOICE);
      expect(validateResult(invoiceSchema, response.result)).toEqual([]);
      expect(response.warnings).toEqual([]);
      expect(response.title).toBe('Invoice INV-2026-0042 – ACME GmbH');
      expect(response.usage).toEqual({ promptTokens: 0, completionTokens: 0 });
    },
  );

  it('gives every extracted leaf value a page and a quote from that page', async () => {
    const documents = [await readFixture('invoice.pdf')];
    const response = await extract(documents, invoiceSchema);
    const leafPaths = ['invoice_number', 'date', 'supplier', 'total'].concat(
      [0, 1].flatMap((index) => ['description', 'quantity', 'price'].map((name) => `items[${index}].${name}`)),
    );
    expect(Object.keys(response.sources).sort()).toEqual(leafPaths.sort());
    expect(response.sources.total).toEqual({
      page: 1,
      quote: 'Total: 1.234,56 EUR',
      document: 'invoice.pdf',
      confidence: expect.any(Number),
    });
    // The verifier's probability (verify-values.ts): a total under its own label is very likely right.
    expect(response.sources.total?.confidence).toBeGreaterThan(0.8);
    expectVerifiableSources(response, documents);
  });

  it('points e-mail values at the attachment page they came from', async () => {
    const documents = [await readFixture('invoice.eml')];
    const response = await extract(documents, invoiceSchema);
    expect(response.sources.invoice_number?.page).toBe(2);
    expectVerifiableSources(response, documents);
  });

  it('leaves unknown fields out with one warning each, and never invents them', async () => {
    const schema: TOutputSchema = [
      ...invoiceSchema,
      { name: 'iban', type: 'string' },
      {
        name: 'invoice',
        type: 'object',
        properties: [
          { name: 'total', type: 'number' },
          { name: 'paid', type: 'boolean' },
        ],
      },
    ];
    const response = await extract([await readFixture('invoice.docx')], schema);
    expect(response.result).toEqual({ ...INVOICE, invoice: { total: 1234.56 } });
    expect(response.warnings.map(englishOf)).toEqual([
      'Field "iban" was not found in the document',
      'Field "invoice.paid" was not found in the document',
    ]);
    expect(validateResult(schema, response.result)).toEqual([]);
  });

  it('answers the same again on a repair attempt', async () => {
    const documents = [await readFixture('invoice.txt')];
    const first = await extract(documents, invoiceSchema);
    const repaired = await createLocalProvider().extract(
      { documents, schema: invoiceSchema, instructions: automatic, repair: { previous: {}, problems: [] } },
      {},
    );
    expect(repaired).toEqual(first);
  });
});
