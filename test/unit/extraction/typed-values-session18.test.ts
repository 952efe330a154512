import { describe, expect, it } from '@jest/globals';
import { checkedOption, mentionedFlag } from '../../../src/extraction/providers/local/checkboxes.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { parseDate } from '../../../src/extraction/providers/local/parse-date.ts';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import { parseBoolean } from '../../../src/extraction/providers/local/parse-values.ts';
import { isoWeek, periodIn } from '../../../src/extraction/providers/local/period-dates.ts';
import { rangeDatesIn } from '../../../src/extraction/providers/local/range-dates.ts';
import { rangeEnd } from '../../../src/extraction/providers/local/range-end.ts';
import { taxIncludedFlag } from '../../../src/extraction/providers/local/tax-flags.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const lines = (...texts: string[]): TLine[] =>
  texts.map((text) => ({ fileName: 'form.txt', page: 1, text, cells: [] }));
const NEGATION = /\b(not|nicht|kein|keine)\b/i;

describe('a quarter or a calendar week named instead of dated', () => {
  it.each([
    ['Q3 2026', '2026-07-01', '2026-09-30'],
    ['Period: Q1/2026', '2026-01-01', '2026-03-31'],
    ['3. Quartal 2026', '2026-07-01', '2026-09-30'],
    ['2nd quarter 2026', '2026-04-01', '2026-06-30'],
    ['KW 12/2026', '2026-03-16', '2026-03-22'],
    ['Kalenderwoche 1 2026', '2025-12-29', '2026-01-04'],
    ['week 53, 2026', '2026-12-28', '2027-01-03'],
  ])('reads %s as %s to %s', (text, start, end) => {
    expect(periodIn(text)).toMatchObject({ start, end });
    expect(rangeDatesIn(text)).toEqual([start, end]);
  });

  it('leaves a period without its year, two periods, a week the year lacks and codes open', () => {
    expect(periodIn('KW 12')).toBeNull();
    expect(periodIn('Q1 2026 und Q2 2026')).toBeNull();
    expect(periodIn('Q5 2026')).toBeNull();
    expect(periodIn('FAQ3 2026')).toBeNull();
    expect(periodIn('KW 53/2021')).toBeNull();
    expect(isoWeek(2021, 53)).toBeNull();
    expect(rangeDatesIn('Auftrag Q3-2026-17 vom 12.03.2026')).toEqual(['2026-03-12']);
  });

  it('gives a period line its ends for a start and an end field', () => {
    const plan = lines('Schichtplan Lager Süd', 'KW 12/2026', 'Mitarbeiter: 11');
    expect(rangeEnd(plan, 'week', 0, false, true)?.value).toBe('2026-03-16');
    expect(rangeEnd(plan, 'week', 1, false, true)?.value).toBe('2026-03-22');
    expect(rangeEnd(lines('Report', 'Term: Q2 2026'), 'date', 1, false, true)?.value).toBe('2026-06-30');
  });
});

describe('a range without a year, dated by the document', () => {
  it.each([
    ['18.–25. Juli', ['2026-07-18', '2026-07-25']],
    ['vom 12. bis 15. Mai', ['2026-05-12', '2026-05-15']],
    ['9.–10. Juni', ['2026-06-09', '2026-06-10']],
    ['12. Mai – 3. Juni', ['2026-05-12', '2026-06-03']],
  ])('reads %s', (text, dates) => {
    expect(rangeDatesIn(text, '2026-03-02')).toEqual(dates);
  });

  it('reads no range without the reference, nor counts, nor a number before a date', () => {
    expect(rangeDatesIn('18.–25. Juli')).toEqual([]);
    expect(rangeDatesIn('3 – 5 Personen', '2026-03-02')).toEqual([]);
    expect(rangeDatesIn('Zimmer 3 – 31.03.', '2026-03-02')).toEqual([]);
    expect(rangeDatesIn('2 – 3 Tage', '2026-03-02')).toEqual([]);
  });

  it('reads a range under a label of dates ("Termin")', () => {
    const form = lines('Anmeldung', 'Datum: 11.03.2026', 'Termin: 9.–10. Juni');
    expect(rangeEnd(form, 'start', 0, false, true)?.value).toBe('2026-06-09');
    expect(rangeEnd(form, 'start', 1, false, true)?.value).toBe('2026-06-10');
  });
});

describe('ticked boxes', () => {
  it.each([
    ['ja [ ]   nein [x]', false],
    ['ja [x]   nein [ ]', true],
    ['[ ] yes   [X] no', false],
    ['☒ Ja   ☐ Nein', true],
    ['☐ ja  ☒ nein', false],
  ])('reads %s as %s', (text, value) => {
    expect(parseBoolean(text)).toBe(value);
  });

  it('gives the option before a box when the boxes close the text, none for two ticks', () => {
    expect(checkedOption('Hotelzimmer ja [ ] nein [x]')).toBe('nein');
    expect(checkedOption('ja [x] nein [x]')).toBeNull();
  });

  it("reads a feature's boxes on its line, and a ticked box before it", () => {
    const flag = (...texts: string[]) => mentionedFlag(lines(...texts), ['additional', 'driver'], NEGATION)?.text;
    expect(flag('Additional driver   [ ] yes   [X] no')).toBe('no');
    expect(flag('Additional driver   [X] yes   [ ] no')).toBe('yes');
    // Unticked boxes say nothing; a ticked one before the feature does.
    expect(flag('Additional driver   [ ] yes   [ ] no')).toBeUndefined();
    expect(flag('[ ] No additional driver', '[x] Yes, add an additional driver')).toBe('yes');
    expect(flag('[x] No additional driver')).toBe('no');
    // A bracket is no box: "(1 Handgepäck, kein Aufgabegepäck)" is read by its words.
    expect(
      mentionedFlag(lines('Economy Light (1 Handgepäck, kein Aufgabegepäck)'), ['aufgabegepaeck'], NEGATION)?.text,
    ).toBe('no');
  });

  it('reads "non-" and "no" right before the feature as a no, "No." of a number not', () => {
    const refundable = (text: string) => mentionedFlag(lines(text), ['refundable'], NEGATION)?.text;
    expect(refundable('Tickets are non-refundable.')).toBe('no');
    expect(mentionedFlag(lines('No refund is due.'), ['refund', 'due'], NEGATION)?.text).toBe('no');
    expect(mentionedFlag(lines('Refund No. 4711 is due.'), ['refund', 'due'], NEGATION)?.text).toBe('yes');
    expect(refundable('This rate is refundable until 1 May.')).toBe('yes');
  });
});

describe('whether prices include the tax', () => {
  it.each([
    [['Preis pro Nacht: 129,00 € inkl. MwSt.'], 'yes'],
    [['Day rate: GBP 650 plus VAT'], 'no'],
    [['Gesamtpreis: 1.890,– € zzgl. 19 % MwSt.'], 'no'],
    [['All prices include VAT.', 'Total incl. 20% VAT  120.00'], 'yes'],
    [['Total excl. VAT   100.00'], 'no'],
  ])('reads %j as %s', (texts, value) => {
    expect(taxIncludedFlag(lines(...texts), ['vat', 'included'])?.text).toBe(value);
  });

  it('leaves a document that says both, says nothing, or a field of another flag open', () => {
    expect(
      taxIncludedFlag(lines('Netto 100,00 zzgl. MwSt.', 'Gesamt inkl. MwSt. 119,00'), ['vat', 'included']),
    ).toBeNull();
    expect(taxIncludedFlag(lines('Total 119,00'), ['vat', 'included'])).toBeNull();
    expect(taxIncludedFlag(lines('129,00 € inkl. MwSt.'), ['breakfast', 'included'])).toBeNull();
  });
});

describe('amounts with a magnitude and ordinal dates', () => {
  it.each([
    ['£1.2m', 1_200_000],
    ['€850k', 850_000],
    ['$3bn', 3_000_000_000],
    ['1,5 Mio. €', 1_500_000],
    ['EUR 2,3 Mio', 2_300_000],
    ['4 Mrd. Euro', 4_000_000_000],
    ['12 Tsd.', 12_000],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('leaves metres, minutes and a letter without a currency unscaled', () => {
    expect(parseNumber('2.5 m')).toBe(2.5);
    expect(parseNumber('10 k')).toBe(10);
    expect(parseNumber('5 mm')).toBe(5);
    expect(parseNumber('45 Min.')).toBe(45);
    expect(parseNumber('3 Monate')).toBe(3);
  });

  it('reads "the 12th day of March 2026"', () => {
    expect(parseDate('made on the 12th day of March 2026 between')).toBe('2026-03-12');
    expect(parseDate('the 28th of March 2026')).toBe('2026-03-28');
  });
});

describe('hostile lines for the readers of session 18', () => {
  it(
    'reads periods, year-less ranges, magnitudes and tax phrases in linear time',
    async () => {
      const digits = `${'1 '.repeat(100_000)}x`;
      const joins = `${'12. – '.repeat(20_000)}15. Mai`;
      expect(
        await guardedReader('providers/local/period-dates.ts', 'periodIn', `KW${' '.repeat(100_000)}12`),
      ).toBeNull();
      expect(await guardedReader('providers/local/range-dates.ts', 'rangeDatesIn', joins, '2026-03-02')).toEqual([
        '2026-05-12',
        '2026-05-15',
      ]);
      expect(await guardedReader('providers/local/range-dates.ts', 'rangeDatesIn', digits, '2026-03-02')).toEqual([]);
      expect(await guardedReader('providers/local/parse-number.ts', 'parseNumber', `1${' '.repeat(100_000)}Mio`)).toBe(
        1,
      );
      const tax = [
        { fileName: 'x', page: 1, cells: [], text: `${'inkl.   '.repeat(20_000)}x zzgl. ${'1 % '.repeat(20_000)}` },
      ];
      expect(
        await guardedReader('providers/local/tax-flags.ts', 'taxIncludedFlag', tax, ['vat', 'included']),
      ).toBeNull();
      const boxes = [{ fileName: 'x', page: 1, cells: [], text: `driver ${'[ ] '.repeat(30_000)}` }];
      expect(
        await guardedReader(
          'providers/local/checkboxes.ts',
          'mentionedFlag',
          boxes,
          ['driver', 'additional'],
          NEGATION,
        ),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});
