// Shared by the local extractor tests: the invoice schema and facts, fixture reading, source checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { sniffContentType } from '../../../src/extraction/documents/sniff.ts';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TDocumentText, TExtractionInstructions, TExtractionResponse } from '../../../src/extraction/types.ts';

export const invoiceSchema: TOutputSchema = [
  { name: 'invoice_number', type: 'string', required: true },
  { name: 'date', type: 'string', format: 'date' },
  { name: 'supplier', type: 'string' },
  { name: 'total', type: 'number' },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'quantity', type: 'number' },
        { name: 'price', type: 'number' },
      ],
    },
  },
];

export const INVOICE = {
  invoice_number: 'INV-2026-0042',
  date: '2026-11-03',
  supplier: 'ACME GmbH',
  total: 1234.56,
  items: [
    { description: 'Widget A', quantity: 2, price: 500 },
    { description: 'Service B', quantity: 1, price: 234.56 },
  ],
};

export const automatic: TExtractionInstructions = {
  inputDescription: '',
  outputLanguage: 'en',
  titleConfig: { mode: 'automatic' },
};

export async function readFixture(name: string): Promise<TDocumentText> {
  const bytes = readFileSync(join(import.meta.dirname, '../../fixtures', name));
  return readDocument({ bytes, fileName: name, contentType: sniffContentType(bytes, name) ?? '' });
}

export const textDocument = (text: string, contentType = 'text/plain'): TDocumentText => ({
  fileName: 'letter.txt',
  contentType,
  pages: [{ page: 1, text }],
  warnings: [],
});

export function extract(documents: TDocumentText[], schema: TOutputSchema, instructions = automatic) {
  return createLocalProvider().extract({ documents, schema, instructions }, {});
}

/** Every source quote occurs in the text of the page it names. */
export function expectVerifiableSources(response: TExtractionResponse, documents: TDocumentText[]) {
  for (const [path, source] of Object.entries(response.sources)) {
    const document = documents.find((candidate) => candidate.fileName === source.document);
    const page = document?.pages[source.page - 1];
    expect({ path, found: page?.text.includes(source.quote) }).toEqual({ path, found: true });
    expect(source.quote.length).toBeGreaterThan(0);
  }
}

/** Extracts from one text (or read) document with the local extractor and checks every source quote. */
export async function extractText(text: string | TDocumentText, schema: TOutputSchema, contentType?: string) {
  const documents = [typeof text === 'string' ? textDocument(text, contentType) : text];
  const response = await extract(documents, schema);
  expectVerifiableSources(response, documents);
  return response;
}

/** The result of a text (or a read document), after checking that every source quote is in the text. */
export async function extractVerified(text: string | TDocumentText, schema: TOutputSchema) {
  return (await extractText(text, schema)).result;
}

type TItemField = [string, 'string' | 'number' | 'date', string?];

/** An array field of objects: each field a name, a type ('date': a string of format date) and a description. */
export const itemsField = (fields: TItemField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, description]) => ({
      name: field,
      ...(type === 'date' ? { type: 'string' as const, format: 'date' as const } : { type }),
      ...(description ? { description } : {}),
    })),
  },
});

/** `extractVerified`'s result as a record. */
export const extractRecord = async (...args: Parameters<typeof extractVerified>) =>
  (await extractVerified(...args)) as Record<string, unknown>;

/** Reads a raw mail (CRLF lines, as a mail program sends it) and extracts from it with the local extractor. */
export async function extractMail(raw: string, schema: TOutputSchema) {
  const document = await readDocument({ bytes: Buffer.from(raw), fileName: 'mail.eml', contentType: 'message/rfc822' });
  return { document, response: await extract([document], schema) };
}
