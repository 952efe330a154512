// A receipt's charges under its subtotal (a delivery fee, a tip: rows of a text and an amount, as a web page's
// flex rows read) are no items: the items of a receipt stand above its first sum.
import { describe, expect, it } from '@jest/globals';
import { extractRecord, itemsField } from '../local-provider-helpers.ts';

describe('receipt charges under the subtotal', () => {
  it('does not read the fee and tip rows between "Subtotal" and "Total" as the items', async () => {
    const result = await extractRecord(
      [
        'Order   DD-55201-8812',
        '',
        'Pho Bo (large), 2 portions',
        'Fresh Spring Rolls with peanut sauce',
        '',
        'Subtotal        $43.15',
        'Delivery Fee    $2.99',
        'Dasher Tip      $7.00',
        'Total Charged   $57.46',
      ].join('\n'),
      [
        itemsField([
          ['name', 'string'],
          ['price', 'number'],
        ]),
        { name: 'tip', type: 'number' },
      ],
    );
    expect(result.items ?? []).not.toContainEqual(expect.objectContaining({ name: 'Delivery Fee' }));
    expect(result.items ?? []).not.toContainEqual(expect.objectContaining({ name: 'Subtotal' }));
    expect(result.tip).toBe(7);
  });
});
