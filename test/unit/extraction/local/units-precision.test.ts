// Item fields whose name says what their value is (review of session 8): a weight takes no money, money no
// weight. A wrong value is worse than an empty field.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

type TField = [name: string, type: 'string' | 'number'];
const items = (fields: TField[], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: { type: 'object', properties: fields.map(([field, type]) => ({ name: field, type })) },
});

describe('a weight field under a "Net" column', () => {
  it('takes no money: "Net" beside a currency column is a net amount', async () => {
    const result = await run(
      [
        'Invoice 2026-311',
        '',
        'Article              Qty    Net      Currency',
        'Steel bracket 40 mm    4    12.50    EUR',
        'Hinge, zinc            10   38.90    EUR',
        'Mounting screws        50    7.25    EUR',
        '',
        'Total net                   58.65    EUR',
      ].join('\n'),
      [
        items([
          ['article', 'string'],
          ['qty', 'number'],
          ['net_weight', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { article: 'Steel bracket 40 mm', qty: 4 },
        { article: 'Hinge, zinc', qty: 10 },
        { article: 'Mounting screws', qty: 50 },
      ],
    });
  });
});

describe('a weight with two decimals beside a unit code', () => {
  it('is still a weight: "KGM" is no currency', async () => {
    const result = await run(
      [
        'Packing list PL-4472',
        '',
        'Article              Qty    Net      Unit',
        'Steel bracket 40 mm    4    12.50    KGM',
        'Hinge, zinc            10   38.90    KGM',
      ].join('\n'),
      [
        items([
          ['article', 'string'],
          ['qty', 'number'],
          ['net_weight', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { article: 'Steel bracket 40 mm', qty: 4, net_weight: 12.5 },
        { article: 'Hinge, zinc', qty: 10, net_weight: 38.9 },
      ],
    });
  });
});

describe('a money field under a weight column', () => {
  it('takes no weights: "Net weight (kg)" is no net amount', async () => {
    const result = await run(
      [
        'Packing list PL-4471',
        '',
        'Article              Qty    Net weight (kg)',
        'Steel bracket 40 mm    4    12.5',
        'Hinge, zinc            10   38.9',
        'Mounting screws        50    7.2',
      ].join('\n'),
      [
        items([
          ['article', 'string'],
          ['qty', 'number'],
          ['net', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { article: 'Steel bracket 40 mm', qty: 4 },
        { article: 'Hinge, zinc', qty: 10 },
        { article: 'Mounting screws', qty: 50 },
      ],
    });
  });

  it('still takes a "Net" column of money, and a weight field its weights', async () => {
    const result = await run(
      [
        'Invoice 2026-312',
        '',
        'Article              Qty    Weight    Net',
        'Steel bracket 40 mm    4    2.40 kg   12.50 EUR',
        'Hinge, zinc            10   1.10 kg   38.90 EUR',
      ].join('\n'),
      [
        items([
          ['article', 'string'],
          ['qty', 'number'],
          ['weight', 'number'],
          ['net', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { article: 'Steel bracket 40 mm', qty: 4, weight: 2.4, net: 12.5 },
        { article: 'Hinge, zinc', qty: 10, weight: 1.1, net: 38.9 },
      ],
    });
  });
});
