// The date order in effect (session 24, lead): a document whose order is undecided stays undecided for every reader of
// its dates; only a caller outside an extraction decides from the lines it passes.
import { describe, expect, it } from '@jest/globals';
import { writesDayFirst } from '../../../src/extraction/providers/local/date-order.ts';
import { readingDatesAs } from '../../../src/extraction/providers/local/parse-date.ts';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));
// A table's lines that alone would say "day first": a date only that order allows.
const tableLines = lines('Date | Item | Amount', '13/04/2026 | Parking | 12.00');

describe('the date order in effect', () => {
  it('keeps a document’s undecided order for a table of it, which alone would decide', () => {
    expect(readingDatesAs(undefined, () => writesDayFirst(tableLines))).toBe(false);
  });

  it('uses the document’s decided order', () => {
    expect(readingDatesAs('day-first', () => writesDayFirst(lines('Date: 03/04/2026')))).toBe(true);
    expect(readingDatesAs('month-first', () => writesDayFirst(tableLines))).toBe(false);
  });

  it('decides from the lines given outside an extraction, and after one ends', () => {
    expect(writesDayFirst(tableLines)).toBe(true);
    readingDatesAs(undefined, () => null);
    expect(writesDayFirst(tableLines)).toBe(true);
  });
});
