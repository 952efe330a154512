// Line items (review of session 8): documents on which a rule of the session filled a field with a wrong value.
// Leaving a field empty is better than a wrong value, so each of these expects the field left out.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

type TField = [name: string, type: 'string' | 'number', format?: 'date'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type, format]) => (format ? { name: field, type, format } : { name: field, type })),
  },
});

describe('a number before every row text', () => {
  it('is a position, not a quantity, when the rows count up 1, 2, 3', async () => {
    const result = await run(
      [
        'Invoice 1001',
        '',
        'Description                    Amount',
        '1 Website design               1,200.00',
        '2 Hosting for one year           240.00',
        '3 Domain registration             15.00',
        '',
        'Total                          1,455.00',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['quantity', 'number'],
          ['amount', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: '1 Website design', amount: 1200 },
        { description: '2 Hosting for one year', amount: 240 },
        { description: '3 Domain registration', amount: 15 },
      ],
    });
  });
});
