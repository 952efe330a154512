// Defects the lead's review of session 23's merged code found (each test fails on the code before its fix): a
// product's "PS5 1TB" taken for a British postcode, so an American receipt's dates read day first, and a count read
// from the day of a date further on in its sentence. (The account whose salary is booked after its debits is in
// items-session23.test.ts.)
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

describe('the order of day and month of a document', () => {
  const schema: TOutputSchema = [
    { name: 'purchase_date', type: 'string', format: 'date' },
    { name: 'total', type: 'number' },
  ];

  it('reads an American receipt month first though a product reads like a postcode ("PS5 1TB")', async () => {
    const response = await extractText(
      'GameStop #4410\nPurchase date: 03/04/2026\nSony PS5 1TB Console   499.99\nTotal $499.99',
      schema,
    );
    expect(response.result).toEqual({ purchase_date: '2026-03-04', total: 499.99 });
  });

  it('still reads a British address ("Leeds LS10 1QP") day first', async () => {
    const response = await extractText(
      'Harper & Lane Ltd\n12 Kirkstall Road, Leeds LS10 1QP\nPurchase date: 03/04/2026\nTotal 499.99',
      schema,
    );
    expect(response.result).toEqual({ purchase_date: '2026-04-03', total: 499.99 });
  });
});

describe('a count in a sentence', () => {
  it('takes the number before its noun, not the day of the date the sentence goes on to', async () => {
    const response = await extractText(
      'Booking confirmation\nThe reservation is for 2 adults and 3 children, arriving on 4 July 2026.',
      [
        { name: 'adults', type: 'number' },
        { name: 'children', type: 'number' },
        { name: 'arrival_date', type: 'string', format: 'date' },
      ],
    );
    expect(response.result).toEqual({ adults: 2, children: 3, arrival_date: '2026-07-04' });
  });
});
