// Values inside running sentences (session 17, prose17): ranges of days whose first day borrows the last date's month,
// twelve-hour times after an event named on the line before, "kündige … zum" ending a contract, a change "a month
// instead of", "totalling" naming a total, "last" for a `final` field, a payout that is no gross sum before "less".
// English and German; the texts are not the development set's.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;
const num = (name: string) => ({ name, type: 'number' }) as const;
const str = (name: string) => ({ name, type: 'string' }) as const;

describe('a range of days written once with its month', () => {
  it('gives the stay its first and last day (en)', async () => {
    const text = ['Dear Ms Brook,', 'your cabin is reserved from 3 to 9 October 2026, linen and towels included.'];
    expect(await run(text, [date('check_in'), date('check_out')])).toEqual({
      check_in: '2026-10-03',
      check_out: '2026-10-09',
    });
  });

  it('reads a range over two lines, and its end is no deadline of another thing (de)', async () => {
    const text = [
      'Liebe Frau Sommer,',
      'gerne reserviere ich Ihnen das Zimmer „Alpenrose“ vom 4. bis',
      '8. Juni 2026. Bitte überweisen Sie die Anzahlung von 60,00 € bis zum 10.05.2026.',
    ];
    expect(await run(text, [date('anreise'), date('abreise'), date('anzahlung_bis')])).toEqual({
      anreise: '2026-06-04',
      abreise: '2026-06-08',
      anzahlung_bis: '2026-05-10',
    });
  });
});

describe('a time of the twelve-hour clock', () => {
  it('is read after its event on the line before, in 24-hour form (en)', async () => {
    const text = [
      'Hello Mr Quinn, your appointment with the hygienist is on Monday 9 November',
      '2026 at 2:15 pm at our Harbour Street practice.',
    ];
    expect(await run(text, [str('appointment_time')])).toEqual({ appointment_time: '14:15' });
  });
});

describe('a sentence that ends a contract', () => {
  it('gives "kündige … zum" to the termination date (de)', async () => {
    const text = [
      'Sehr geehrte Damen und Herren,',
      'hiermit kündige ich meinen Stromvertrag 2290-17 fristgerecht zum 30.09.2026.',
    ];
    expect(await run(text, [date('termination_date')])).toEqual({ termination_date: '2026-09-30' });
  });
});

describe('sums a sentence names', () => {
  it('reads the old and the new price around "a month instead of" (en)', async () => {
    const text = ['Hi Sam,', 'From 1 September 2026 your plan will cost £9.50 a month instead of £8.00.'];
    expect(await run(text, [num('old_price'), num('new_price')])).toEqual({ old_price: 8, new_price: 9.5 });
  });

  it('gives "totalling" to the total of the clause\'s thing (en)', async () => {
    const text = ['Hi Jo,', 'Your order 55-1200 of 4 tickets totalling £86.00 is confirmed.'];
    expect(await run(text, [num('order_total')])).toEqual({ order_total: 86 });
  });

  it('reads "last" for a field named final (en)', async () => {
    const text = ['Dear Ali,', 'Your last instalment of £52.40 will be taken on 1 July 2026.'];
    expect(await run(text, [num('final_instalment'), date('final_instalment_date')])).toEqual({
      final_instalment: 52.4,
      final_instalment_date: '2026-07-01',
    });
  });

  it('pays out the sum after the deduction, not the sum before "abzüglich" (de)', async () => {
    const text = [
      'Sehr geehrte Frau Haas,',
      'wir erstatten Ihnen 900,00 € abzüglich der Selbstbeteiligung von 300,00 €.',
      'Den Betrag von 600,00 € überweisen wir auf Ihr Konto.',
    ];
    expect(await run(text, [num('auszahlungsbetrag')])).toEqual({ auszahlungsbetrag: 600 });
  });

  it('reads the credit of a statement after "in Höhe von" (de)', async () => {
    const text = [
      'Sehr geehrter Herr Ott,',
      'das Guthaben aus der Jahresabrechnung in Höhe von 18,40 € erstatten wir Ihnen in den nächsten Tagen.',
    ];
    expect(await run(text, [num('guthaben')])).toEqual({ guthaben: 18.4 });
  });
});
