import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';

export const FIXTURES = path.resolve('test/fixtures');

export const fixture = (name: string) => readFile(path.join(FIXTURES, name));

/** Builds a multipart upload to the REST API with the given credentials header. */
export function upload(
  baseUrl: string,
  projectRef: string,
  headers: Record<string, string>,
  files: { name: string; content: Buffer }[],
  fields: Record<string, string> = {},
) {
  let call = request(baseUrl).post(`/api/v1/projects/${projectRef}/upload`).set(headers);
  for (const file of files) {
    call = call.attach('documents', file.content, file.name);
  }
  for (const [name, value] of Object.entries(fields)) {
    call = call.field(name, value);
  }
  return call;
}

export const INVOICE_SCHEMA = [
  { name: 'invoice_number', type: 'string', required: true },
  { name: 'date', type: 'string', format: 'date' },
  { name: 'supplier', type: 'string' },
  { name: 'total', type: 'number', required: true },
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
] as const;

/** What every invoice fixture says (see test/fixtures). */
export const INVOICE_FACTS = {
  invoice_number: 'INV-2026-0042',
  date: '2026-11-03',
  supplier: 'ACME GmbH',
  total: 1234.56,
  items: [
    { description: 'Widget A', quantity: 2, price: 500 },
    { description: 'Service B', quantity: 1, price: 234.56 },
  ],
};
