import { describe, expect, it } from '@jest/globals';
import { coerceValue } from '../../../src/extraction/providers/local/coerce.ts';
import { parseDate } from '../../../src/extraction/providers/local/parse-date.ts';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import {
  parseBoolean,
  parseDateTime,
  parseEmail,
  parseTime,
  parseUri,
} from '../../../src/extraction/providers/local/parse-values.ts';

describe('parseNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56 €', 1234.56],
    ['1.234,56 EUR', 1234.56],
    ['EUR 12,50', 12.5],
    ['1.234.567,89', 1234567.89],
    ['500,00', 500],
    ['-5,5', -5.5],
    ['100,00-', -100],
    ['19 %', 19],
    ['7,5%', 7.5],
  ])('reads the German form %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each([
    ['1,234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['-$1,234.56', -1234.56],
    ['$-12.00', -12],
    ['(1,234.56)', -1234.56],
    ['1,234,567', 1234567],
    ['0.125', 0.125],
    ['2', 2],
    ["CHF 1'234.50", 1234.5],
  ])('reads the English form %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('reads one separator before exactly three digits as thousands, in both notations', () => {
    expect(parseNumber('1.234')).toBe(1234);
    expect(parseNumber('1,234')).toBe(1234);
    expect(parseNumber('0,125')).toBe(0.125);
  });

  it('reads thousands apart by one space (French, SI) as one number only before decimals or a currency', () => {
    expect(parseNumber('Total HT : 12 450,00 €')).toBe(12450);
    expect(parseNumber('12\u202f450,00\u00a0€')).toBe(12450);
    expect(parseNumber('1 234 567.89')).toBe(1234567.89);
    expect(parseNumber('3 000 EUR')).toBe(3000);
    expect(parseNumber('-1 500,00')).toBe(-1500);
    // A count before a number, a registration number, a group of four digits: separate numbers.
    expect(parseNumber('2 450')).toBe(2);
    expect(parseNumber('812 345 678 00021')).toBe(812);
    expect(parseNumber('12 4500,00')).toBe(12);
    expect(parseNumber('2026 12 450,00')).toBe(2026);
  });

  it('finds nothing in text without a well-formed number', () => {
    expect(parseNumber('none')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('1,23,45')).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['01.11.2026', '2026-11-01'],
    ['1.11.26', '2026-11-01'],
    ['03.11.2026', '2026-11-03'],
    ['2026-11-01', '2026-11-01'],
    ['1 November 2026', '2026-11-01'],
    ['1. November 2026', '2026-11-01'],
    ['1. März 2026', '2026-03-01'],
    ['24. Dezember 2026', '2026-12-24'],
    ['Nov 1, 2026', '2026-11-01'],
    ['November 1st, 2026', '2026-11-01'],
    ['Tue, 03 Nov 2026 10:00:00 +0100', '2026-11-03'],
    ['Datum: 15.01.1999', '1999-01-15'],
    ['1.1.75', '1975-01-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads slashes month first unless the first part is above 12', () => {
    expect(parseDate('11/01/2026')).toBe('2026-11-01');
    expect(parseDate('01/13/2026')).toBe('2026-01-13');
    expect(parseDate('13/01/2026')).toBe('2026-01-13');
  });

  it('reads dashes day first, but month first when only that reading is a date ("04-13-26" from a US folio)', () => {
    expect(parseDate('04-13-26')).toBe('2026-04-13');
    expect(parseDate('12-31-2026')).toBe('2026-12-31');
    expect(parseDate('04-12-26')).toBe('2026-12-04');
    expect(parseDate('13.04.26')).toBe('2026-04-13');
  });

  it('refuses impossible dates and non-dates', () => {
    expect(parseDate('31.02.2026')).toBeNull();
    expect(parseDate('29.02.2026')).toBeNull();
    expect(parseDate('29.02.2028')).toBe('2028-02-29');
    expect(parseDate('1.234,56')).toBeNull();
    expect(parseDate('Widget 12 2026')).toBeNull();
  });
});

describe('times, date-times, booleans, e-mails and URIs', () => {
  it('reads times as HH:MM(:SS)', () => {
    expect(parseTime('14:30')).toBe('14:30');
    expect(parseTime('9:05:07')).toBe('09:05:07');
    expect(parseTime('2:30 pm')).toBe('14:30');
    expect(parseTime('12:15 a.m.')).toBe('00:15');
    expect(parseTime('14.30 Uhr')).toBe('14:30');
    expect(parseTime('1.234,56')).toBeNull();
    expect(parseTime('25:00')).toBeNull();
  });

  it('reads date-times as ISO 8601 and needs a time for that', () => {
    expect(parseDateTime('03.11.2026 14:30')).toBe('2026-11-03T14:30:00');
    expect(parseDateTime('Tue, 03 Nov 2026 10:00:00 +0100')).toBe('2026-11-03T10:00:00+01:00');
    expect(parseDateTime('2026-11-03T10:00Z')).toBe('2026-11-03T10:00:00Z');
    expect(parseDateTime('Nov 3, 2026 2:30 pm UTC')).toBe('2026-11-03T14:30:00Z');
    expect(parseDateTime('03.11.2026')).toBeNull();
  });

  it('reads yes/no in English, German and as ticks', () => {
    for (const yes of ['yes', 'Ja', 'TRUE', 'x', '✓']) {
      expect(parseBoolean(yes)).toBe(true);
    }
    for (const no of ['no', 'Nein', 'false', '✗']) {
      expect(parseBoolean(no)).toBe(false);
    }
    expect(parseBoolean('maybe')).toBeNull();
  });

  it('finds e-mail addresses and URIs by pattern', () => {
    expect(parseEmail('ACME <billing@acme.example>.')).toBe('billing@acme.example');
    expect(parseEmail('no address')).toBeNull();
    expect(parseUri('see https://acme.example/invoices/42.')).toBe('https://acme.example/invoices/42');
    expect(parseUri('www.acme.example')).toBeNull();
  });

  it('coerces by the schema kind and format, unquoting pretty-printed JSON values', () => {
    expect(coerceValue({ type: 'number' }, ' "1.234,56", ')).toBe(1234.56);
    expect(coerceValue({ type: 'string' }, '"INV-1",')).toBe('INV-1');
    expect(coerceValue({ type: 'string', format: 'date' }, '03.11.2026')).toBe('2026-11-03');
    expect(coerceValue({ type: 'string', format: 'email' }, 'call us')).toBeNull();
    expect(coerceValue({ type: 'boolean' }, 'ja')).toBe(true);
    expect(coerceValue({ type: 'string' }, '   ')).toBeNull();
  });
});
