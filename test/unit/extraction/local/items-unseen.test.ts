// Line items (session 8): mechanisms seen on documents written by independent authors: a header whose second
// line only adds units, header words that name a field by a compound or an abbreviation, tax codes and rates
// between an item's text and its amount.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const items = (fields: [string, 'string' | 'number'][], name = 'items'): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: fields.map(([field, type]) => ({ name: field, type })),
  },
});

const run = extractVerified;

describe('two-line headers', () => {
  it('reads a second header line that names no new field ("(kg)", "(EUR)") as part of the header, not as a row', async () => {
    const result = await run(
      [
        'Description           Pieces   Weight   Price',
        'of goods                       (lb)     (USD)',
        'Garden hose 20 m      2        3.5      24.00',
        'Hose reel             1        6.2      39.90',
      ].join('\n'),
      [
        items([
          ['description', 'string'],
          ['pieces', 'number'],
          ['weight', 'number'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result).toEqual({
      items: [
        { description: 'Garden hose 20 m', pieces: 2, weight: 3.5, price: 24 },
        { description: 'Hose reel', pieces: 1, weight: 6.2, price: 39.9 },
      ],
    });
  });
});

describe('header words that name a field by a compound or a shortened word', () => {
  it('maps "Gesamtpreis netto", "Einzel" and "Warennr." to preis_netto, einzelpreis and warennummer', async () => {
    const result = await run(
      [
        'Warennr.   Bezeichnung        Anz.   Einzel   Gesamtpreis netto',
        'W-1001     Blumenerde 40 l    3      4,99     14,97',
        'W-2040     Pflanzkübel        1      19,90    19,90',
      ].join('\n'),
      [
        items(
          [
            ['warennummer', 'string'],
            ['bezeichnung', 'string'],
            ['anzahl', 'number'],
            ['einzelpreis', 'number'],
            ['preis_netto', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result).toEqual({
      positionen: [
        { warennummer: 'W-1001', bezeichnung: 'Blumenerde 40 l', anzahl: 3, einzelpreis: 4.99, preis_netto: 14.97 },
        { warennummer: 'W-2040', bezeichnung: 'Pflanzkübel', anzahl: 1, einzelpreis: 19.9, preis_netto: 19.9 },
      ],
    });
  });
});
