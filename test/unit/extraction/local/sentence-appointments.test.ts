// Appointments and expected dates inside sentences (sentence-role-dates.ts, sentence-clauses.ts): "booked for Tuesday,
// 9 June", "für Donnerstag, den 4. Juni eingeplant", "wird am Dienstag, dem 21. April abgeholt", "should be delivered on
// or around 18 March"; a letter's own date is no guess where a sentence dates the field. English and German.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

describe('an appointment in a sentence', () => {
  it('reads the date a visit is booked for, after a weekday', async () => {
    const text = [
      'Warmline Heating Ltd',
      '1 June 2026',
      'Dear Ms Jana Novak,',
      'Your annual boiler service has been booked for Tuesday, 9 June, and our engineer will arrive before noon.',
    ];
    expect(await run(text, [date('appointment_date')])).toEqual({ appointment_date: '2026-06-09' });
  });

  it('keeps "Donnerstag, den 4. Juni" in one clause with its verb, not the letter\'s date', async () => {
    const text = [
      'Bremen, 22.05.2026',
      'Sehr geehrter Herr Kern,',
      'Ihre Untersuchung ist für Donnerstag, den 4. Juni um 10:30 Uhr eingeplant.',
    ];
    expect(await run(text, [date('termin')])).toEqual({ termin: '2026-06-04' });
  });

  it('names a pick-up by its separable participle ("abgeholt") after "am Dienstag, dem"', async () => {
    const text = ['08.04.2026', 'Sehr geehrte Frau Vogt,', 'Ihr Sperrmüll wird am Dienstag, dem 21. April abgeholt.'];
    expect(await run(text, [date('abholtermin')])).toEqual({ abholtermin: '2026-04-21' });
  });

  it('reads a delivery day with a time window set into its clause', async () => {
    const text = [
      'Hamburg, 02.10.2026',
      'Guten Tag Frau Brandt,',
      'Ihre Bestellung wird voraussichtlich am Donnerstag, 8. Oktober, zwischen 7 und 13 Uhr geliefert.',
    ];
    expect(await run(text, [date('liefertermin')])).toEqual({ liefertermin: '2026-10-08' });
  });

  it('reads an expected date "on or around", the sentence going on from a line that opens "Good news:"', async () => {
    const text = [
      'Oakwood Furniture',
      '16 March 2026',
      'Good news: your order was collected from our warehouse on 16 March and should be delivered',
      'on or around 18 March. You will receive a delivery window on the day.',
    ];
    expect(await run(text, [date('expected_delivery')])).toEqual({ expected_delivery: '2026-03-18' });
  });

  it("leaves a date field empty where the letter's own date is the only one and nothing names its event", async () => {
    const text = [
      'Bremen, 22.05.2026',
      'Sehr geehrter Herr Kern,',
      'Ihre Untersuchung ist für Donnerstag, den 4. Juni um 10:30 Uhr eingeplant.',
    ];
    expect(await run(text, [date('termin'), date('ueberweisung_datum')])).toEqual({ termin: '2026-06-04' });
  });
});

describe('a loan repaid in instalments', () => {
  const num = (name: string) => ({ name, type: 'number' }) as const;
  it('reads the repayment and the number of repayments from "36 monthly instalments of £241.37"', async () => {
    const text = [
      'Clearwater Finance plc',
      '9 April 2026',
      'Dear Mrs Sarah Whitfield,',
      'We have paid your personal loan of £8,000.00 into your current account today.',
      'You will repay it in 36 monthly instalments of £241.37 by Direct Debit.',
    ];
    expect(await run(text, [num('monthly_repayment'), num('number_of_repayments')])).toEqual({
      monthly_repayment: 241.37,
      number_of_repayments: 36,
    });
  });
});

describe('a rate that changes "p. a. statt bisher"', () => {
  const num = (name: string) => ({ name, type: 'number' }) as const;
  it('reads the new and the old rate across "p. a." after a long noun phrase on the line before', async () => {
    const text = [
      'Hamburg, 03.06.2026',
      'Sehr geehrte Frau Sommer,',
      'der Sollzinssatz für den in Anspruch genommenen Betrag Ihres Rahmenkredits beträgt ab dem 01.07.2026',
      '11,25 % p. a. statt bisher 12,40 %. Ihre monatliche Rate von 150,00 € bleibt unverändert.',
    ];
    expect(await run(text, [num('neuer_zinssatz'), num('alter_zinssatz')])).toEqual({
      neuer_zinssatz: 11.25,
      alter_zinssatz: 12.4,
    });
  });
});
