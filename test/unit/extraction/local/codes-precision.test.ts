// Item fields named as a country or currency code (review of session 8): the first column's product code
// ("A-1027", "SKU 55-12") is no such code. A wrong value is worse than an empty field.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

type TField = [name: string, type: 'string' | 'number'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: { type: 'object', properties: fields.map(([field, type]) => ({ name: field, type })) },
});

describe('a first column of product codes', () => {
  it('is no country code', async () => {
    const result = await run(
      [
        'Order confirmation 5531',
        '',
        'Item       Description              Qty',
        'A-1027     Steel bracket 40 mm        4',
        'B-2210     Hinge, zinc               10',
      ].join('\n'),
      [
        items([
          ['country_code', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Steel bracket 40 mm', qty: 4 },
        { description: 'Hinge, zinc', qty: 10 },
      ],
    });
  });

  it('is no currency code, with a word before the number', async () => {
    const result = await run(
      [
        'Order confirmation 5532',
        '',
        'Item        Description              Qty',
        'SKU 55-12   Steel bracket 40 mm        4',
        'SKU 55-13   Hinge, zinc               10',
      ].join('\n'),
      [
        items([
          ['currency_code', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Steel bracket 40 mm', qty: 4 },
        { description: 'Hinge, zinc', qty: 10 },
      ],
    });
  });
});

describe('a first column of country codes', () => {
  it('still goes to the country code', async () => {
    const result = await run(
      [
        'Customs invoice 2026-77',
        '',
        'Origin     Description              Qty',
        'DE         Steel bracket 40 mm        4',
        'USA        Hinge, zinc               10',
      ].join('\n'),
      [
        items([
          ['country_code', 'string'],
          ['description', 'string'],
          ['qty', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { country_code: 'DE', description: 'Steel bracket 40 mm', qty: 4 },
        { country_code: 'USA', description: 'Hinge, zinc', qty: 10 },
      ],
    });
  });
});
