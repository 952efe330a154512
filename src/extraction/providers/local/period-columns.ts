import type { TValueSource } from './label-match.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';

// Ageing tables of statements and reminders: a row of headings over one row of amounts, some headings periods
// ("Current | 30 days | 60 days | 90 days + | Total", "nicht fällig | 1–30 Tage | 31–60 Tage | über 60 Tage").

// "30 days", "1–30 Tage", "31-60", "über 60 Tage", "90 days +", "> 90 days", "Over 90", "30+ days". Each run of
// blanks stands between two tokens that are not blanks: written `\s*\+?\s*(?:days…)?\.?\s*\+?$` (three runs with
// only optional tokens between), a cell of a number and 2,000 em spaces took 49 s (cubic); the same cells match.
const PERIOD =
  /^(?:(?:über|ueber|over|more than|mehr als|bis|up to|>|<)\s*)?\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*(?:\+\s*)?(?:(?:days?|tagen?|t|d|months?|monaten?)\.?\s*|\.\s*)?\+?$/iu;
const AMOUNT = /^[-(]?\s*(?:[$€£]\s?)?\d[\d.,']*\s*(?:€|EUR|[-+)])?$/u;

/** A cell of a line as a found value. */
const cellValue = (line: TLine, cell: TCell): TValueSource => ({
  text: line.text.slice(cell.start, cell.end),
  line,
  quoteStart: cell.start,
  quoteEnd: cell.end,
});

const cellTexts = (line: TLine) => line.cells.map((cell) => line.text.slice(cell.start, cell.end).trim());

/** The row of amounts under a line of headings of which one at least is a period, or null. */
export function amountsUnderPeriods(lines: TLine[], lineIndex: number): TLine | null {
  const line = lines[lineIndex];
  const headings = line ? cellTexts(line) : [];
  const periods = headings.filter((text) => PERIOD.test(text));
  if (
    !line ||
    headings.length < 3 ||
    periods.length === 0 ||
    headings.some((text) => /\d/.test(text) && !PERIOD.test(text))
  ) {
    return null;
  }
  const next = lines.slice(lineIndex + 1, lineIndex + 3).find((candidate) => !isBlank(candidate));
  const same = next && next.page === line.page && next.fileName === line.fileName;
  return same && next.cells.length === headings.length && cellTexts(next).every((text) => AMOUNT.test(text))
    ? next
    : null;
}

const numbersOf = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

/**
 * The amount under the period heading a field's name gives by its numbers (`overdue_30` under "30 days",
 * `overdue_up_to_30_days` under "1–30 Tage", `overdue_90_plus` under "90 days +"): the heading's last number is one
 * of the name's, and every number of the name is the heading's. Null when no heading, or more than one, fits.
 */
export function valueUnderPeriod(lines: TLine[], words: string[]): TValueSource | null {
  const wanted = [...words.join(' ').matchAll(/(?<!\d)\d{1,3}(?!\d)/g)].map((match) => Number(match[0]));
  if (wanted.length === 0) {
    return null;
  }
  for (const [lineIndex, line] of lines.entries()) {
    const amounts = amountsUnderPeriods(lines, lineIndex);
    if (!amounts) {
      continue;
    }
    const fitting = cellTexts(line).flatMap((text, index) => {
      const numbers = numbersOf(text);
      const fits =
        PERIOD.test(text) && wanted.includes(numbers.at(-1) ?? -1) && wanted.every((each) => numbers.includes(each));
      return fits ? [index] : [];
    });
    const cell = fitting.length === 1 ? amounts.cells[fitting[0] as number] : undefined;
    if (cell) {
      return cellValue(amounts, cell);
    }
  }
  return null;
}

const SUM_WORD = /^(?:total|gesamt|summe|sum|balance|saldo|outstanding|offen)$/;
const SUM_HEADING = /^(?:total|balance|gesamt|summe|saldo|total due|gesamtsaldo)$/i;

/**
 * For a sum no label names (`total_outstanding`): the amount under an ageing table's "Total" / "Balance" / "Gesamt"
 * heading, the sum of its periods.
 */
export function sumUnderPeriods(lines: TLine[], words: string[]): TValueSource | null {
  if (!words.some((word) => SUM_WORD.test(word)) || words.some((word) => /\d/.test(word))) {
    return null;
  }
  for (const [lineIndex, line] of lines.entries()) {
    const amounts = amountsUnderPeriods(lines, lineIndex);
    const index = amounts ? cellTexts(line).findIndex((text) => SUM_HEADING.test(text)) : -1;
    const cell = amounts?.cells[index];
    if (amounts && cell) {
      return cellValue(amounts, cell);
    }
  }
  return null;
}
