// A sum named by a noun of the field's description (described-sums.ts), and digits in groups that are a code, not a
// number (coerce.ts). English and German.
import { describe, expect, it } from '@jest/globals';
import { coerceValue } from '../../../../src/extraction/providers/local/coerce.ts';
import { describedThings } from '../../../../src/extraction/providers/local/described-sums.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const num = (name: string, description: string) => ({ name, type: 'number', description }) as const;

describe('a sum named by the field’s description', () => {
  it('keeps the description’s nouns, not its generic or empty words', () => {
    expect(describedThings('Amount of the payment we made')).toEqual(['payment']);
    expect(describedThings('Total amount to pay')).toEqual([]);
  });

  it('takes the sum its noun names: "Your payment of €1,234.50" for a payment described so (en)', async () => {
    const text = [
      'Dear Ms Kelly,',
      'Thank you for your remittance. Your payment of €1,234.50 was received on 3 March 2026 and applied to invoice 2026-114.',
    ];
    expect(await run(text, [num('amount_paid', 'Amount of the payment we made')])).toEqual({ amount_paid: 1234.5 });
  });

  it('leaves the field empty when no sum is named by its description’s nouns (en)', async () => {
    const text = ['Dear Ms Kelly,', 'Your deposit of €200.00 was refunded on 3 March 2026 to your card.'];
    expect(await run(text, [num('amount_paid', 'Amount of the payment we made')])).toEqual({});
  });

  it('gives no currency sum to a rate described with a loan’s noun (de)', async () => {
    const text = [
      'Sehr geehrter Herr Berger,',
      'ab dem 01.07.2026 gilt für Ihren Dispositionskredit von 3.000,00 € ein neuer Sollzins.',
    ];
    expect(await run(text, [num('neuer_sollzins', 'Neuer Zinssatz des Dispositionskredits in Prozent')])).toEqual({});
  });
});

describe('digits in groups', () => {
  it('are a code, not a number, unless they group thousands', () => {
    const number = { name: 'late_fee', type: 'number' } as const;
    expect(coerceValue(number, '4401 2290 37')).toBeNull();
    expect(coerceValue(number, '12 34 5678')).toBeNull();
    expect(coerceValue(number, '25.00')).toBe(25);
  });

  it('leave a fee empty whose only label-like word is the account’s (en)', async () => {
    const text = [
      'Account 4401 2290 37',
      'Dear Customer,',
      'no late fee will be charged if we receive your payment by April 20, 2026.',
    ];
    expect(await run(text, [num('late_fee', 'Late payment fee charged on this account')])).toEqual({});
  });
});
