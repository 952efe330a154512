// A bill, quote or receipt often prints its total with no word at all: the amount alone at the foot of its column,
// under the rows it adds up ("1.240,00 / 560,00 / 318,50" over "2.118,50", "6.95 / 4.50 / 11.95 / -------- / 23.40").
// The arithmetic is the label: the amount is the sum of the column's amounts right above it. A column header's word
// ("Betrag €") links the field to the column's first row, which is no total at all.
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { GROUPED_AMOUNT_ALONE } from './money-patterns.ts';
import { parseNumber } from './parse-number.ts';
import { valueUnderPeriod } from './period-columns.ts';
import { sumRole } from './sum-totals.ts';
import { valueInTotalRowOfNamed } from './total-row.ts';
import { nameWords } from './words.ts';

// A rule drawn under the rows before their sum: "--------", "________", "======".
const RULE = /^[-_=–—]{3,40}$/u;
const CENT = 0.005;

const cellText = (line: TLine, index: number) => {
  const cell = line.cells.at(index);
  return cell ? line.text.slice(cell.start, cell.end).trim() : '';
};

const amountOf = (text: string) => (text.length <= 30 && GROUPED_AMOUNT_ALONE.test(text) ? parseNumber(text) : null);

/** Whether a number field asks for the document's sum: a total or amount due, or a lone `betrag` / `amount`. */
export const namesWordlessSum = (name: string, parentName?: string) =>
  sumRole(name) !== null || (!parentName && /^(?:betrag|amount|summe|sum)$/.test(nameWords(name).join(' ')));

/** The amounts of the rows right above a line, nearest first, across one rule: their last cells. */
function amountsAbove(lines: TLine[], at: number): number[] {
  const amounts: number[] = [];
  for (let index = at - 1; index >= 0 && amounts.length < 40; index--) {
    const line = lines[index] as TLine;
    if (amounts.length === 0 && line.cells.length === 1 && RULE.test(cellText(line, 0))) {
      continue;
    }
    const amount = line.cells.length >= 2 && /\p{L}/u.test(line.text) ? amountOf(cellText(line, -1)) : null;
    if (amount === null) {
      break;
    }
    amounts.push(amount);
  }
  return amounts;
}

// A labelled amount row below the sum ("zzgl. 19 % MwSt. 402,52", "Total 2,521.02"): the wordless sum is a subtotal.
function labelledRowBelow(lines: TLine[], at: number): boolean {
  for (let index = at + 1; index < lines.length && index <= at + 6; index++) {
    const line = lines[index] as TLine;
    if (line.cells.length >= 2 && /\p{L}/u.test(line.text) && amountOf(cellText(line, -1)) !== null) {
      return true;
    }
  }
  return false;
}

/**
 * The one amount standing alone on its line that is the sum of the two or more column amounts right above it, and
 * no labelled amount follows it; null where the document prints none or two such sums.
 */
export function wordlessSum(lines: TLine[]): TValueSource | null {
  let found: TValueSource | null = null;
  for (const [index, line] of lines.entries()) {
    const text = line.header || line.cells.length !== 1 || isBlank(line) ? '' : cellText(line, 0);
    const amount = text ? amountOf(text) : null;
    if (amount === null || Math.abs(amount) < CENT) {
      continue;
    }
    const above = amountsAbove(lines, index);
    const sum = above.reduce((total, part) => total + part, 0);
    if (above.length < 2 || Math.abs(sum - amount) >= CENT || labelledRowBelow(lines, index)) {
      continue;
    }
    if (found) {
      return null;
    }
    const start = line.text.indexOf(text);
    found = { text, line, quoteStart: start, quoteEnd: start + text.length };
  }
  return found;
}

/** The wordless sum for a field asking for the document's total (`gesamtbetrag`, `amount_due`, a lone `betrag`). */
export const wordlessTotal = (lines: TLine[], name: string, parentName?: string) =>
  namesWordlessSum(name, parentName) ? wordlessSum(lines) : null;

/**
 * The amount a sum gives a money field: under the period its name gives ("30 days" over `overdue_30`'s amount), in
 * the total row that names it, or alone at the foot of its column.
 */
export const sumOfField = (lines: TLine[], words: string[], name: string, parentName?: string) =>
  valueUnderPeriod(lines, words) ?? valueInTotalRowOfNamed(lines, words) ?? wordlessTotal(lines, name, parentName);
