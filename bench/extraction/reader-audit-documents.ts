// The hostile documents of the reader audit (reader-audit.ts) and the schema it extracts with: each document built at
// a scale (1 = its full size) as the text of an upload of its content type.
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';

const EM = '\u2003';
/** One of each kind of field the extractor reads: strings of every format, numbers, a flag, an object, items. */
export const GENERIC_SCHEMA: TOutputSchema = [
  { name: 'invoice_number', type: 'string' },
  { name: 'customer_name', type: 'string' },
  { name: 'iban', type: 'string' },
  { name: 'card_last4', type: 'string' },
  { name: 'email', type: 'string', format: 'email' },
  { name: 'website', type: 'string', format: 'uri' },
  { name: 'invoice_date', type: 'string', format: 'date' },
  { name: 'sent_at', type: 'string', format: 'datetime' },
  { name: 'pickup_time', type: 'string', format: 'time' },
  { name: 'net_amount', type: 'number' },
  { name: 'tax_amount', type: 'number' },
  { name: 'total', type: 'number' },
  { name: 'nights', type: 'number' },
  { name: 'paid', type: 'boolean' },
  {
    name: 'address',
    type: 'object',
    properties: [
      { name: 'street', type: 'string' },
      { name: 'postal_code', type: 'string' },
      { name: 'city', type: 'string' },
    ],
  },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'quantity', type: 'number' },
        { name: 'unit_price', type: 'number' },
        { name: 'amount', type: 'number' },
      ],
    },
  },
];

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

/** Each hostile document at `scale` (1 = the full size): its content type and bytes or text. */
export const HOSTILE: Record<string, (scale: number) => { contentType: string; text: string }> = {
  'one line of 100,000 characters (words, amounts, dates)': (scale) => ({
    contentType: 'text/plain',
    text: repeatTo('Rechnung Nr. 2026-04 vom 01.02.2026 Betrag 1.234,56 EUR zahlbar bis ', 100_000 * scale),
  }),
  'one line of 100,000 characters (digits and blanks)': (scale) => ({
    contentType: 'text/plain',
    text: `Total: ${repeatTo('1 ', 100_000 * scale)}`,
  }),
  'one line of 100,000 em spaces between label and value': (scale) => ({
    contentType: 'text/plain',
    text: `Invoice number:${EM.repeat(100_000 * scale)}INV-1\nTotal${EM.repeat(100_000 * scale)}12.00`,
  }),
  '2,000 lines of 2,000 stars': (scale) => ({
    contentType: 'text/plain',
    text: lines(2_000 * scale, () => '*'.repeat(2_000)),
  }),
  '20,000 short lines': (scale) => ({
    contentType: 'text/plain',
    text: lines(20_000 * scale, (index) => `Item ${index}  2 x 4.50  9.00`),
  }),
  '5,000 repeated label lines': (scale) => ({
    contentType: 'text/plain',
    text: `${lines(5_000 * scale, () => 'Invoice number:')}\nINV-1\nTotal:\n12.00`,
  }),
  '5,000 label lines of many fields': (scale) => ({
    contentType: 'text/plain',
    text: lines(5_000 * scale, (index) => ['Total:', 'Date:', 'IBAN:', 'Street:', 'Paid:'][index % 5] as string),
  }),
  'a table of 3,000 columns': (scale) => {
    const columns = 3_000 * scale;
    const row = (cell: (index: number) => string) =>
      Array.from({ length: columns }, (_, index) => cell(index)).join('  ');
    return {
      contentType: 'text/plain',
      text: [row((index) => `Col${index}`), ...Array.from({ length: 5 }, () => row((index) => `${index}.00`))].join(
        '\n',
      ),
    };
  },
  'HTML nested 20,000 deep': (scale) => ({
    contentType: 'text/html',
    text: `<html><body>${'<div><span>Total: 1.00 '.repeat(20_000 * scale)}${'</span></div>'.repeat(20_000 * scale)}</body></html>`,
  }),
  'a mail of 10,000 quote levels': (scale) => ({
    contentType: 'message/rfc822',
    text: `From: a@shop.example\r\nTo: b@shop.example\r\nSubject: Re: invoice\r\nContent-Type: text/plain\r\n\r\n${lines(
      50,
      () => `${'> '.repeat(10_000 * scale)}Total: 12.00 EUR due 01.02.2026`,
    )}\r\n`,
  }),
  'a mail of 10,000 nested quote lines': (scale) => ({
    contentType: 'message/rfc822',
    text: `From: a@shop.example\r\nContent-Type: text/plain\r\n\r\n${lines(10_000 * scale, (index) => `${'>'.repeat(index % 200)} Invoice number: ${index}`)}\r\n`,
  }),
};
