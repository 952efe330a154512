// Dates a sentence writes without their year (partial-dates.ts): the year is the one that puts the day nearest to
// the document's own date. English and German.
import { describe, expect, it } from '@jest/globals';
import { findDayMonth, nearestYear } from '../../../../src/extraction/providers/local/partial-dates.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

describe('a day and month without a year', () => {
  it('takes the year nearest to the document date, the next one across New Year', () => {
    expect(nearestYear(3, 3, '2026-03-05')).toBe('2026-03-03');
    expect(nearestYear(1, 10, '2026-12-20')).toBe('2027-01-10');
    expect(nearestYear(12, 28, '2026-01-04')).toBe('2025-12-28');
  });

  it('reads "12 June", "June 12th", "12. Juni" and "12.03." but not a full date\'s parts or a count', () => {
    expect(findDayMonth('by Friday, 12 June.', '2026-05-28')?.iso).toBe('2026-06-12');
    expect(findDayMonth('before June 12th, please', '2026-05-28')?.iso).toBe('2026-06-12');
    expect(findDayMonth('für Donnerstag, den 18. Juni, um 8:00 Uhr', '2026-06-09')?.iso).toBe('2026-06-18');
    expect(findDayMonth('am 12.03. erhalten', '2026-03-16')?.iso).toBe('2026-03-12');
    expect(findDayMonth('on 3 March 2026', '2026-03-05')).toBeNull();
    expect(findDayMonth('am 01.05.2026', '2026-04-16')).toBeNull();
    expect(findDayMonth('within 30 days of receipt', '2026-04-16')).toBeNull();
  });

  it('fills a date field a sentence gives without its year, dated by the letter (en, de)', async () => {
    const english = [
      'Halden Analytics Ltd',
      '28 May 2026',
      'Dear Priya,',
      'Your employment will begin on 1 July 2026.',
      'Please return the signed offer by Friday, 12 June.',
    ];
    expect(await run(english, [date('return_by')])).toEqual({ return_by: '2026-06-12' });
    const german = [
      'Augsburg, 16.03.2026',
      'Sehr geehrte Damen und Herren,',
      'wir haben Ihre Zahlung über 1.250,00 € am 12.03. erhalten und verrechnet.',
      'Den Restbetrag von 310,00 € erwarten wir bis zum 31.03.2026.',
    ];
    expect(await run(german, [date('zahlungseingang')])).toEqual({ zahlungseingang: '2026-03-12' });
  });
});
