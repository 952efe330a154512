import { describe, expect, it } from '@jest/globals';
import { amountAfterCalculation } from '../../../src/extraction/providers/local/calculated-amounts.ts';
import { candidatesFor, qualifierOf } from '../../../src/extraction/providers/local/candidates.ts';
import { coerceValue } from '../../../src/extraction/providers/local/coerce.ts';
import { durationHours } from '../../../src/extraction/providers/local/duration-values.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import { parseTime } from '../../../src/extraction/providers/local/parse-values.ts';
import { coerceQualified } from '../../../src/extraction/providers/local/qualified.ts';
import { rangeDatesIn } from '../../../src/extraction/providers/local/range-dates.ts';
import { ratePercentOfThing } from '../../../src/extraction/providers/local/rate-percent.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';

const NUMBER = { type: 'number' } as const;

describe('Indian digit grouping (lakh, crore)', () => {
  it.each([
    ['1,23,456.00', 123456],
    ['Grand Total (₹)   1,23,456.00', 123456],
    ['1,04,623.73', 104623.73],
    ['12,34,56,789.50', 123456789.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('keeps the Western grouping and reads no pairs without a decimal point', () => {
    expect(parseNumber('12,345.67')).toBe(12345.67);
    expect(parseNumber('12,34,567')).toBeNull();
    expect(parseNumber('1,23,45.00')).toBeNull();
    expect(parseNumber('1.23.456,00')).toBeNull();
  });
});

describe('durations of hours and minutes for number fields', () => {
  it.each([
    ['163:30 h', 163.5],
    ['0:30 Std.', 0.5],
    ['1:45 hrs', 1.75],
    ['11 Std. 45 Min.', 11.75],
    ['2 h 30 min', 2.5],
    ['7 hrs 15 mins', 7.25],
    ['3 Stunden und 20 Minuten', 3.3333],
  ])('reads %s as %d hours', (text, value) => {
    expect(durationHours(text)).toBe(value);
    expect(coerceValue(NUMBER, text)).toBe(value);
  });

  it('reads no clock time, version, price or lone number as a duration', () => {
    for (const text of ['14:30', '12:30 Uhr', '2:75 h', '8 Std.', '1.2.3', '45,00 €', 'Tel. 0341 9928 417']) {
      expect(durationHours(text)).toBeNull();
    }
    expect(coerceValue(NUMBER, '8 Std.')).toBe(8);
    // Session 30: a clock time is no number either (its hour was read: "22:17" gave a withdrawal of 22).
    expect(coerceValue(NUMBER, '14:30')).toBeNull();
  });
});

describe('clock times as printed', () => {
  it.each([
    ['14h30', '14:30'],
    ['Beginn 7h05', '07:05'],
    ['check-in from 3 pm', '15:00'],
    ['check-out by 11 am)', '11:00'],
    ['11 a.m.', '11:00'],
    ['12 p.m.', '12:00'],
    ['Return: 6:40 pm', '18:40'],
  ])('reads %s as %s', (text, value) => {
    expect(parseTime(text)).toBe(value);
  });

  it('reads no German "am" (on), no hour past 12 with a meridiem and no price as a time', () => {
    for (const text of ['ab 7 am Montag', 'Lieferung 5 am 12.03.', '13 pm', '10.50 EUR', 'Tor 4h', '3 pmx', 'v1.2.3']) {
      expect(parseTime(text)).toBeNull();
    }
  });
});

describe('ranges whose first date is a day alone', () => {
  it.each([
    ['Abrechnungszeitraum: 01.–31.03.2026', ['2026-03-01', '2026-03-31']],
    ['01.-31.03.2026', ['2026-03-01', '2026-03-31']],
    ['Leistungszeitraum 1. bis 15.4.26', ['2026-04-01', '2026-04-15']],
    ['Period: 12–16 March 2026', ['2026-03-12', '2026-03-16']],
    ['Zeitraum: 1.3.–31.3.26', ['2026-03-01', '2026-03-31']],
  ])('reads %s', (text, dates) => {
    expect(rangeDatesIn(text)).toEqual(dates);
  });

  it('takes no number before a dash for a day: a room, a version, a later day, a code', () => {
    expect(rangeDatesIn('Zimmer 3 - 31.03.2026')).toEqual(['2026-03-31']);
    expect(rangeDatesIn('Version 1.2 - 31.03.2026')).toEqual(['2026-03-31']);
    expect(rangeDatesIn('31.–01.03.2026')).toEqual(['2026-03-01']);
    expect(rangeDatesIn('Nr. 2026-31.03.2026')).toEqual(['2026-03-31']);
    expect(rangeDatesIn('Tel 5 bis 31.03.2026')).toEqual(['2026-03-31']);
  });
});

describe('hostile lines for the readers of typed values', () => {
  it(
    'reads times, durations and ranges on lines of 200,000 characters in linear time',
    async () => {
      const hours = `${'1 '.repeat(100_000)}x`;
      expect(await guardedReader('providers/local/parse-values.ts', 'parseTime', hours)).toBeNull();
      expect(await guardedReader('providers/local/parse-values.ts', 'parseTime', `${'1h'.repeat(100_000)}`)).toBeNull();
      expect(await guardedReader('providers/local/duration-values.ts', 'durationHours', hours)).toBeNull();
      const range = `Zeitraum: 1.${' '.repeat(200_000)}–31.03.2026`;
      expect(await guardedReader('providers/local/range-dates.ts', 'rangeDatesIn', range)).toEqual([
        '2026-03-01',
        '2026-03-31',
      ]);
    },
    GUARDED_TEST_MS,
  );
});

const lines = (...texts: string[]): TLine[] =>
  texts.map((text) => ({ fileName: 'bill.txt', page: 1, text, cells: [] }));

describe("a rate beside its thing's label", () => {
  it.each([
    [["Total exkl. MWST   CHF 1'142.00", 'MWST 8.1 %          CHF    92.50'], ['vat', 'rate'], '8.1 %'],
    [['zzgl. 20 % USt.        205,75 €'], ['vat', 'rate'], '20 %'],
    [['VAT @ 20%     41.00', 'VAT @ 20%     3.10'], ['vat', 'rate'], '20%'],
    [['Rabatt 5 %    -12,00'], ['discount', 'percent'], '5 %'],
  ])('reads %j for %j', (texts, words, text) => {
    expect(ratePercentOfThing(lines(...texts), words)?.text).toBe(text);
  });

  it('leaves two different rates, a rate of another thing, a far percentage and a name without a rate word open', () => {
    expect(ratePercentOfThing(lines('MwSt 7 %   1,40', 'MwSt 19 %   5,70'), ['vat', 'rate'])).toBeNull();
    expect(ratePercentOfThing(lines('Rabatt 5 %   -12,00'), ['vat', 'rate'])).toBeNull();
    expect(ratePercentOfThing(lines('MwSt-Betrag inklusive, Auslastung 80 %'), ['vat', 'rate'])).toBeNull();
    expect(ratePercentOfThing(lines('MWST 8.1 %   92.50'), ['vat'])).toBeNull();
  });
});

describe('an amount after the date that opens its value', () => {
  it.each([
    ['vom 28.02.2026        1.518,40 H', 1518.4],
    ['am 31.03.2026: 2.810,66 EUR', 2810.66],
    ['as of 03/31/2026 $1,234.00', 1234],
  ])('reads %s as %d', (text, value) => {
    expect(coerceValue(NUMBER, text)).toBe(value);
  });

  it('reads no amount from a date alone, a due date or a number after a word', () => {
    expect(coerceValue(NUMBER, '31.03.2026')).toBeNull();
    expect(coerceValue(NUMBER, 'Fällig am 28.02.2026')).toBeNull();
    expect(coerceValue(NUMBER, 'Rechnung vom 28.02.2026 Nr. 4711')).toBeNull();
  });
});

describe('units named by a field and dates of a month name between dashes', () => {
  it.each([
    ['height_cm', '182 cm', 182],
    ['height_cm', '1,82 m', 182],
    ['thickness_mm', '1,5 cm', 15],
    ['volume_l', '12.5 m³', 12500],
    ['volume_m3', '2.400 l', 2.4],
    ['dose_ml', '0,5 l', 500],
  ])('reads %s from %s as %d', (name, text, value) => {
    expect(coerceQualified(NUMBER, text, qualifierOf(name).qualifier)).toBe(value);
  });

  it('converts nothing of another dimension or without a unit', () => {
    // Session 29 (units29): a measure of another kind is no value of the field at all (was 12.5, unconverted).
    expect(coerceQualified(NUMBER, '12.5 m³', qualifierOf('length_m').qualifier)).toBeNull();
    expect(coerceQualified(NUMBER, '6,5 l/100 km', qualifierOf('verbrauch_l_100km').qualifier)).toBe(6.5);
    expect(coerceQualified(NUMBER, '182', qualifierOf('height_cm').qualifier)).toBe(182);
  });

  it('reads "12-Mar-26" as a date, not a debit of 12, and a trailing minus only before no letter', () => {
    expect(parseNumber('12-Mar-26   GBP 1,200.00')).toBe(1200);
    expect(parseNumber('03/Mar/2026 EUR 5,00')).toBe(5);
    expect(parseNumber('5-fach')).toBe(5);
    expect(parseNumber('925,25-')).toBe(-925.25);
    expect(parseNumber('12,00- S')).toBe(-12);
  });
});

describe('a calculation worked out in the value', () => {
  const source = (text: string) => ({
    text,
    line: { fileName: 'claim.txt', page: 1, text, cells: [] },
    quoteStart: 0,
    quoteEnd: text.length,
  });

  it('gives a money field the result after "="', () => {
    expect(amountAfterCalculation(source('312 km at EUR 0.30/km = EUR 93.60'), ['mileage', 'amount']).text).toBe(
      'EUR 93.60',
    );
    expect(amountAfterCalculation(source('12 x 173,00 = 2.076,00'), ['total']).text).toBe('2.076,00');
  });

  it('leaves a quantity field, an exchange rate and a sum without a calculation as found', () => {
    expect(amountAfterCalculation(source('312 km at EUR 0.30/km = EUR 93.60'), ['distance']).text).toBe(
      '312 km at EUR 0.30/km = EUR 93.60',
    );
    expect(amountAfterCalculation(source('1 USD = 148.62 JPY'), ['rate']).text).toBe('1 USD = 148.62 JPY');
    expect(amountAfterCalculation(source('Total = 5,00'), ['total']).text).toBe('Total = 5,00');
  });
});

describe('labels of weighbridge tickets and timesheets', () => {
  it('names a tare "Tara" or "Leergewicht" and a calendar week "KW"', () => {
    const labels = (name: string) => candidatesFor({ name }).map((candidate) => candidate.words.join(' '));
    expect(labels('tare_kg')).toEqual(expect.arrayContaining(['tara', 'leergewicht']));
    expect(labels('calendar_week')).toEqual(expect.arrayContaining(['kw', 'kalenderwoche']));
  });
});
