import { monthNamed } from './parse-date.ts';

// "09/03/2026": a slash date either part of which may be the month.
const AMBIGUOUS_SLASH = /(?<![\d/])(0?[1-9]|1[0-2])\/(0?[1-9]|1[0-2])\/(?:\d{4}|\d{2})(?![\d/])/g;
// A month written as a word beside a year or after a day ("MARCH 2026", "2 March"); bounded word lengths.
const MONTH_BY_YEAR = /(?<!\p{L})(\p{L}{3,9})\.?,?\s(?:19|20)\d{2}(?!\d)/gu;
const MONTH_BY_DAY = /(?<!\d)\d{1,2}\.?\s(\p{L}{3,9})(?!\p{L})/gu;
// "May"/"Mai" is a verb and a name as often as a month.
const NOT_A_MONTH = new Set(['may', 'mai']);
// No line longer than this is looked at: the patterns stay linear on hostile input.
const LONGEST = 2_000;

/**
 * Whether the slash dates a document writes are day first by the month it names in words: an expense claim headed
 * "MARCH 2026" whose rows read "09/03/2026" and "10/03/2026" writes the month second. Every ambiguous slash date's
 * second part must be a month the document names, and not every first part.
 */
export function namesMonthSecond(lines: { text: string }[]): boolean {
  const named = new Set<number>();
  const firsts: number[] = [];
  const seconds: number[] = [];
  for (const { text } of lines) {
    if (text.length > LONGEST) {
      continue;
    }
    for (const pattern of [MONTH_BY_YEAR, MONTH_BY_DAY]) {
      for (const match of text.matchAll(pattern)) {
        const word = (match[1] ?? '').toLowerCase();
        const month = NOT_A_MONTH.has(word) ? undefined : monthNamed(word);
        if (month !== undefined) {
          named.add(month);
        }
      }
    }
    for (const match of text.matchAll(AMBIGUOUS_SLASH)) {
      firsts.push(Number(match[1]));
      seconds.push(Number(match[2]));
    }
  }
  return seconds.length > 0 && seconds.every((month) => named.has(month)) && !firsts.every((month) => named.has(month));
}
