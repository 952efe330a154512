// What the local extractor reads of HTML from web apps and export tools (session 16, dev set html16): counted
// receipt lines with their price in a cell of their own, a ruled line and a note among a receipt's lines, list
// items of a web page, a post office box, a date cell spanning several rows, a price line under an item's name.
import { describe, expect, it } from '@jest/globals';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

const items = itemsField;
const run = extractRecord;

describe('items and values of web-app HTML', () => {
  it('reads "2x   Name   $4.58" lines as items past a note under one and a ruled line above the subtotal', async () => {
    const result = await run(
      [
        'Order #7731-2290-0415',
        '2x   Organic Bananas (bunch)          $4.58',
        '1x   Oat Milk Barista Edition 32 oz   $5.49',
        '3x   Greek Yogurt Plain 5.3 oz        $4.47',
        '     Replaced: Chobani Plain 5.3 oz',
        '1x   Sourdough Loaf                   $6.99',
        '',
        '----------------------------------------',
        '',
        'Item subtotal   $21.53',
        'Delivery fee    $3.99',
        'Total           $25.52',
      ].join('\n'),
      [
        items([
          ['quantity', 'number'],
          ['name', 'string'],
          ['price', 'number'],
        ]),
      ],
    );
    expect(result.items).toEqual([
      { quantity: 2, name: 'Organic Bananas (bunch)', price: 4.58 },
      { quantity: 1, name: 'Oat Milk Barista Edition 32 oz', price: 5.49 },
      { quantity: 3, name: 'Greek Yogurt Plain 5.3 oz', price: 4.47 },
      { quantity: 1, name: 'Sourdough Loaf', price: 6.99 },
    ]);
  });

  it('reads the items of a web page’s item list, the list marks and the SKU lines under them left out', async () => {
    const result = await run(
      [
        'Items',
        ' * Pour-Over Kettle 1.0L   1 × $54.00   $54.00',
        '   SKU KT-100-BLK',
        ' * Paper Filters #2 (100 ct)   3 × $6.50   $19.50',
        '   SKU PF-02-100',
        '',
        'Subtotal   $73.50',
        'Total      $73.50',
      ].join('\n'),
      [
        items(
          [
            ['product', 'string'],
            ['qty', 'number'],
            ['unit_price', 'number'],
            ['amount', 'number'],
          ],
          'line_items',
        ),
      ],
    );
    expect(result.line_items).toEqual([
      { product: 'Pour-Over Kettle 1.0L', qty: 1, unit_price: 54, amount: 54 },
      { product: 'Paper Filters #2 (100 ct)', qty: 3, unit_price: 6.5, amount: 19.5 },
    ]);
  });

  it('reads no purchase order number from a "PO Box" address line', async () => {
    const result = await run(
      [
        'Bill To',
        'Harbor Lane Café LLC',
        'PO Box 2207',
        'Portsmouth, NH 03802',
        '',
        'Your purchase order was received on 02/26/2026.',
      ].join('\n'),
      [{ name: 'po_number', type: 'string' }],
    );
    expect(result.po_number).toBeUndefined();
  });

  it('gives the rows under a date cell spanning them (rowspan, a blank date cell) that date', async () => {
    const result = await run(
      [
        'Datum      Leistung                            Menge   Betrag EUR',
        '16.02.26   Übernachtung Einzelzimmer Komfort   1       129,00',
        '           Frühstücksbuffet                    1       18,50',
        '17.02.26   Übernachtung Einzelzimmer Komfort   1       129,00',
        '           Parkgarage                          1       24,00',
        'Gesamt                                                 300,50',
      ].join('\n'),
      [
        items(
          [
            ['datum', 'date'],
            ['leistung', 'string'],
            ['betrag', 'number'],
          ],
          'buchungen',
        ),
      ],
    );
    expect(result.buchungen).toEqual([
      { datum: '2026-02-16', leistung: 'Übernachtung Einzelzimmer Komfort', betrag: 129 },
      { datum: '2026-02-16', leistung: 'Frühstücksbuffet', betrag: 18.5 },
      { datum: '2026-02-17', leistung: 'Übernachtung Einzelzimmer Komfort', betrag: 129 },
      { datum: '2026-02-17', leistung: 'Parkgarage', betrag: 24 },
    ]);
  });

  it('keeps a line stating a price under an item row out of the item’s description', async () => {
    const result = await run(
      [
        'Pos.   Beschreibung                Menge   Einzelpreis   Gesamt',
        '1      Team-Tarif (Februar 2026)   8       19,00 €       152,00 €',
        '       8 Nutzer à 19,00 €',
        '2      Zusatzspeicher 100 GB       2       4,90 €        9,80 €',
        'Summe netto                                              161,80 €',
      ].join('\n'),
      [
        items(
          [
            ['beschreibung', 'string'],
            ['menge', 'number'],
            ['gesamt', 'number'],
          ],
          'positionen',
        ),
      ],
    );
    expect(result.positionen).toEqual([
      { beschreibung: 'Team-Tarif (Februar 2026)', menge: 8, gesamt: 152 },
      { beschreibung: 'Zusatzspeicher 100 GB', menge: 2, gesamt: 9.8 },
    ]);
  });
});
