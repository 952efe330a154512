// Deadlines and rates in prose (session 14): "on or before", "bis einschließlich" across a line break, "by the end of
// August" (the month's last day), a due date in a sentence; a rate before its noun ("a 3% discount") and a change's
// rate after "um"/"by". English and German.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;
const num = (name: string) => ({ name, type: 'number' }) as const;

describe('a deadline in a sentence', () => {
  it('reads "on or before" for a reply-by field', async () => {
    const text = [
      'March 2, 2026',
      'Dear Ms Chen,',
      'If you wish to accept this offer, please return a signed copy on or before March 16, 2026.',
    ];
    expect(await run(text, [date('reply_by')])).toEqual({ reply_by: '2026-03-16' });
  });

  it('reads "bis einschließlich" when the date stands on the next line (de)', async () => {
    const text = [
      'Köln, 03.11.2026',
      'Sehr geehrte Frau Adler,',
      'Sie können der Änderung widersprechen. Ihr Widerspruch muss uns bis einschließlich',
      '30. November 2026 erreichen.',
    ];
    expect(await run(text, [date('widerspruch_bis')])).toEqual({ widerspruch_bis: '2026-11-30' });
  });

  it('reads "by the end of September" as the month’s last day in the letter’s year', async () => {
    const text = ['14 August 2026', 'Dear parents,', 'The trip deposit must be paid by the end of September.'];
    expect(await run(text, [date('deposit_due_date')])).toEqual({ deposit_due_date: '2026-09-30' });
  });
});

describe('a rate in a sentence', () => {
  it('reads a rate written before its noun', async () => {
    const text = ['Dear customer,', 'If payment reaches us within ten days, you may deduct a 3% discount.'];
    expect(await run(text, [num('early_payment_discount_percent')])).toEqual({ early_payment_discount_percent: 3 });
  });

  it('reads a change’s rate after "um" (de)', async () => {
    const text = ['Sehr geehrter Herr Kurz,', 'zum 1. Januar 2027 steigt Ihr Abschlag um 6,5 % auf 112,00 € im Monat.'];
    expect(await run(text, [num('steigerung_prozent')])).toEqual({ steigerung_prozent: 6.5 });
  });
});
