// A till receipt's sum and payment rows ("SUMME EUR   13,44", "EC-Karte   13,44", "VISA", "CHANGE") are no items,
// also when text recognition puts a blank line where the receipt's rule was, so that they stand alone as a block of
// two rows of a text and an amount.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const list = (name: string, text: string, amount: string): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: {
    type: 'object',
    properties: [
      { name: text, type: 'string' },
      { name: amount, type: 'number' },
    ],
  },
});

const run = async (text: string[], schema: TOutputSchema) =>
  (await extractVerified(text.join('\n'), schema)) as Record<string, unknown>;

describe('receipt sum and payment rows', () => {
  it('keeps a pharmacy receipt’s sum and card payment out of its items (OCR text, blank line for the rule)', async () => {
    const result = await run(
      [
        'Linden-Apotheke',
        'Lindenstr. 5, 30159 Hannover',
        '',
        'Ibuprofen 400 20 St           3,95 A',
        'Rezept Amoxicillin            5,00 B',
        ' Zuzahlung 5,00',
        'Nasenspray 10 ml              4,49 A',
        '',
        'SUMME EUR                     13,44',
        'EC-Karte                      13,44',
        '',
        'MwSt A 19% 1,35 B 7% 0,33',
        '11.02.26 17:42 Kasse 2 Bon 4471',
      ],
      [list('artikel', 'name', 'preis')],
    );
    expect(result.artikel).toEqual([
      { name: 'Ibuprofen 400 20 St', preis: 3.95 },
      { name: 'Rezept Amoxicillin', preis: 5 },
      { name: 'Nasenspray 10 ml', preis: 4.49 },
    ]);
  });

  it('keeps a shop’s total, cash tendered and change out of its items', async () => {
    const result = await run(
      [
        'CORNER STORE',
        '',
        'Milk 2L                 2.49 F',
        'Bread                   3.10 F',
        'Coffee beans            8.99 T',
        '',
        'TOTAL                  14.58',
        'CASH                   20.00',
        'CHANGE                  5.42',
      ],
      [list('items', 'description', 'price')],
    );
    expect(result.items).toEqual([
      { description: 'Milk 2L', price: 2.49 },
      { description: 'Bread', price: 3.1 },
      { description: 'Coffee beans', price: 8.99 },
    ]);
  });

  it('keeps a statement row whose text only begins with a payment word ("Cash withdrawal")', async () => {
    const result = await run(
      [
        'Account statement March 2026',
        '',
        'Grocery store                 54.20',
        'Cash withdrawal              100.00',
        'Card payment petrol           61.35',
      ],
      [list('entries', 'description', 'amount')],
    );
    expect(result.entries).toEqual([
      { description: 'Grocery store', amount: 54.2 },
      { description: 'Cash withdrawal', amount: 100 },
      { description: 'Card payment petrol', amount: 61.35 },
    ]);
  });

  it('keeps a dated statement entry whose text is a payment word ("Kartenzahlung", "Bargeld")', async () => {
    const result = await run(
      [
        'Kontoauszug März 2026',
        '',
        'Datum      Buchungstext              Betrag',
        '02.03.     Kartenzahlung             -45,20',
        '05.03.     Bargeld                  -100,00',
        '09.03.     Gutschrift Gehalt       2.450,00',
      ],
      [
        {
          name: 'buchungen',
          type: 'array',
          items: {
            type: 'object',
            properties: [
              { name: 'datum', type: 'string' },
              { name: 'buchungstext', type: 'string' },
              { name: 'betrag', type: 'number' },
            ],
          },
        },
      ],
    );
    expect((result.buchungen as { buchungstext: string }[]).map((entry) => entry.buchungstext)).toEqual([
      'Kartenzahlung',
      'Bargeld',
      'Gutschrift Gehalt',
    ]);
  });
});
