import type { TValueSource } from './label-match.ts';

// An amount's label is often followed by what qualifies it before the amount itself: a rate ("A deposit of 30%
// (£2,325.60) is required", "Anzahlung (30 %), fällig bis 10.05.2026 | 220,80 €") or the date it was paid on ("Last
// payment received: 11 Apr 2026 (£400.00)"). The first number of such a value is the rate or the day, not the amount.

// A rate opening the value: "30%", "(30 %)", "2,5 %".
const OPENING_RATE = /^\s*(?:\(\s*)?\d{1,3}(?:[.,]\d{1,3})?\s?%\s*\)?/u;
// A date opening the value: "11 Apr 2026", "10.05.2026", "2026-04-11", "April 11, 2026", "11. April 2026".
const OPENING_DATE =
  /^\s*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s\p{L}{3,9}\.?\s\d{4}|\p{L}{3,9}\.?\s\d{1,2},?\s\d{4})(?![\d.,]\d)/u;
// An amount written as money: a currency sign or code, or two decimals not followed by more date digits.
const MONEY =
  /(?:[-−]\s?)?(?:[$€£]|EUR|USD|GBP|CHF)\s?\d[\d.,']{0,14}\d|\d[\d.,']{0,14}[.,]\d{2}(?![.,]?\d)(?:\s?(?:[$€£]|EUR|USD|GBP|CHF))?/u;
// A money amount filling a cell: "220,80 €", "-$89.99".
export const MONEY_CELL =
  /^[-−(]?\s*(?:(?:[$€£]|EUR|USD|GBP|CHF)\s*)?-?\d[\d.,'’]{0,14}[.,]\d{2}\s*(?:[$€£]|EUR|USD|GBP|CHF)?\)?$/u;

/**
 * The amount of a value that opens with a rate or a date: the money after it in the same text, else the money cell
 * that ends the line after the value; null when the value opens with neither or no money follows.
 */
export function amountPastRateOrDate(source: TValueSource): TValueSource | null {
  const opening = OPENING_RATE.exec(source.text) ?? OPENING_DATE.exec(source.text);
  if (!opening) {
    return null;
  }
  const rest = source.text.slice(opening[0].length);
  const money = MONEY.exec(rest);
  if (money) {
    const start = source.quoteStart + opening[0].length + money.index;
    return { ...source, text: money[0], quoteStart: start, quoteEnd: start + money[0].length };
  }
  const { line } = source;
  const last = line.cells[line.cells.length - 1];
  const lastText = last ? line.text.slice(last.start, last.end).trim() : '';
  return last && last.start > source.quoteStart && MONEY_CELL.test(lastText)
    ? { ...source, text: lastText, quoteStart: last.start, quoteEnd: last.end }
    : null;
}
