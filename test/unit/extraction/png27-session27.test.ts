// Photos and screenshots read by OCR (session 27, branch png27): dates a form's comb boxes or a ticket print without
// separators ("Geburtsdatum (TTMMJJJJ)  14031988", "Date of move (DD MM YYYY)  01  05  2026", "Date  14MAR26").
import { describe, expect, it } from '@jest/globals';
import { compactDate } from '../../../src/extraction/providers/local/compact-dates.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractText } from './local-provider-helpers.ts';

const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a date written in boxes or as one token', () => {
  it('reads a birth date whose boxes OCR read as one run of eight digits', async () => {
    const text = [
      'Antrag auf Erstattung von Fahrtkosten',
      '',
      'Familienname\tMÜLLER',
      'Geburtsdatum (TTMMJJJJ)\t14031988',
      'Postleitzahl\t79098',
    ].join('\n');
    const response = await extractText(text, dates('geburtsdatum'));
    expect(response.result).toMatchObject({ geburtsdatum: '1988-03-14' });
  });

  it('reads a boarding pass date "14MAR26"', async () => {
    const text = ['BOARDING PASS', '', 'Name\tSMITH/JOHN MR', 'Flight\tEI 153\tDate\t14MAR26', 'Gate\tB21'].join('\n');
    const response = await extractText(text, dates('flight_date'));
    expect(response.result).toMatchObject({ flight_date: '2026-03-14' });
  });

  it('reads boxed digits in groups, year first, and leaves invalid runs and mixed case alone', () => {
    expect(compactDate('01  05  2026', undefined)).toBe('2026-05-01');
    expect(compactDate('0 1 0 5 2 0 2 6', undefined)).toBe('2026-05-01');
    expect(compactDate('05 01 2026', 'month-first')).toBe('2026-05-01');
    expect(compactDate('20260501', undefined)).toBe('2026-05-01');
    expect(compactDate('09APR2026', undefined)).toBe('2026-04-09');
    // A customer number of eight digits is no date; neither is a code in mixed case.
    expect(compactDate('70041882', undefined)).toBeNull();
    expect(compactDate('14Mar26', undefined)).toBeNull();
    expect(compactDate('Kd-Nr. 14031988', undefined)).toBeNull();
  });

  it(
    'reads no date in 100,000 blanks between digits (compact-dates.ts BOXED)',
    async () => {
      const value = await guardedReader(
        'providers/local/compact-dates.ts',
        'compactDate',
        `1 ${' '.repeat(100_000)}x`,
        undefined,
      );
      expect(value).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});

describe('a means of payment is no sum', () => {
  it('reads "Apple Pay" from "Paid with Apple Pay | £9.85", not the amount', async () => {
    const text = [
      'Bean & Leaf Kings Cross',
      '06 Mar 2026 08:03',
      '',
      'Flat White (Oat)\t3.95',
      'Almond Croissant\t3.20',
      '',
      'Total\t£7.15',
      'Paid with Apple Pay\t£7.15',
    ].join('\n');
    const response = await extractText(text, [{ name: 'payment_method', type: 'string' }]);
    expect(response.result).toMatchObject({ payment_method: 'Apple Pay' });
  });
});

describe('a photographed receipt book and a cinema ticket', () => {
  it('reads the amount in words after "the sum of" and the purpose after "being"', async () => {
    const text = [
      'RECEIPT\tNo. 0388',
      '',
      'Date\t12/5/26',
      'Received from\tT. Lindqvist',
      'the sum of\tTwo hundred pounds',
      'being\tWindow cleaning, April and May',
      '',
      'With thanks\tM. Hargreaves',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'amount_in_words', type: 'string' },
      { name: 'purpose', type: 'string' },
    ]);
    expect(response.result).toMatchObject({
      amount_in_words: 'Two hundred pounds',
      purpose: 'Window cleaning, April and May',
    });
  });

  it('reads the cinema from the top of its ticket', async () => {
    const text = ['ODEON LUXE BRIGHTON', '', 'Dune Part Three (12A)', 'Fri 10 Apr 2026  20:15', 'Adult\t£13.90'].join(
      '\n',
    );
    const response = await extractText(text, [{ name: 'cinema', type: 'string' }]);
    expect(response.result).toMatchObject({ cinema: 'ODEON LUXE BRIGHTON' });
  });
});
