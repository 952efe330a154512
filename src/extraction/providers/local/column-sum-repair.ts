// OCR reads a rule, a box edge or a speck just before a table's number as a digit: "48.60" comes back as "148.60",
// "320" cartons as "2320". The table's total row settles it: when the numbers of a column (the numbers straight
// above the total's number, in the rows up to the table's header) do not add up to the total, and dropping the
// first digit of exactly one of them makes them add up, that digit was no ink of the number. It is blanked (a space
// in its place, so every offset into the line stays as it was). A column that adds up, or that no single dropped
// digit makes add up, is left as it was: clean text is never changed unless its own total says it is wrong.
import { parseNumber } from './parse-number.ts';

// A row that states a column's sum: "Total", "TOTAL", "Summe", "Gesamt", "Total Charges", "Gesamtsumme".
const TOTAL_LABEL = /^\s{0,40}(?:total|totals|sum|summe|gesamt|gesamtsumme|endsumme)\b/iu;
// A number standing alone: digits with thousands and decimal marks, not part of a word, date or code.
const NUMBER = /(?<![\p{L}\d.,'/:-])\d[\d.,']{0,18}(?![\p{L}\d/:-])/gu;
/** How many rows above a total are looked at (a table is rarely longer; the scan stays linear). */
const ROWS_ABOVE = 40;
/** A longer line is no table row, and a row with more numbers no total row: both are left alone (hostile input). */
const LONGEST_ROW = 400;
const MOST_NUMBERS = 12;

type TNumber = { start: number; end: number; value: number; text: string };

function numbersOf(line: string): TNumber[] {
  const numbers: TNumber[] = [];
  for (const match of line.matchAll(NUMBER)) {
    const text = match[0].replace(/[.,']$/, '');
    const value = parseNumber(text);
    if (value !== null) {
      numbers.push({ start: match.index, end: match.index + text.length, value, text });
    }
  }
  return numbers;
}

const overlaps = (a: TNumber, b: TNumber) => a.start < b.end && b.start < a.end;
const cents = (value: number) => Math.round(value * 100);

/** The column's numbers above a total's number, one per row, up to the first line without a digit (blank lines pass). */
function columnAbove(
  numbers: TNumber[][],
  lines: string[],
  row: number,
  total: TNumber,
): { row: number; cell: TNumber }[] {
  const column: { row: number; cell: TNumber }[] = [];
  for (let above = row - 1; above >= 0 && above >= row - ROWS_ABOVE; above--) {
    if ((lines[above] ?? '').trim() === '') {
      // A blank line between the rows and their total passes; one between rows ends the table.
      if (column.length > 0) {
        break;
      }
      continue;
    }
    const cells = (numbers[above] ?? []).filter((cell) => overlaps(cell, total));
    // A line without a digit (the table's header, a text) or a total of its own ends the column; a row with
    // nothing in the column (a credit, a note) is passed over.
    if (!/\d/.test(lines[above] ?? '') || cells.length > 1 || TOTAL_LABEL.test(lines[above] ?? '')) {
      break;
    }
    if (cells.length === 1) {
      column.push({ row: above, cell: cells[0] as TNumber });
    }
  }
  return column;
}

/**
 * The one cell whose first digit, dropped, makes the column add up to `total` (the rows nearest the total first:
 * any run of them that adds up as printed means the table is right as it is).
 */
function strayDigits(column: { row: number; cell: TNumber }[], total: number): { row: number; cell: TNumber }[] {
  const found = new Set<{ row: number; cell: TNumber }>();
  let sum = 0;
  for (const [index, entry] of column.entries()) {
    sum += cents(entry.cell.value);
    if (index === 0) {
      continue;
    }
    if (sum === total) {
      return [];
    }
    for (const candidate of column.slice(0, index + 1)) {
      const rest = candidate.cell.text.slice(1);
      const value = /^\d/.test(rest) ? parseNumber(rest) : null;
      if (value !== null && sum - cents(candidate.cell.value) + cents(value) === total) {
        found.add(candidate);
      }
    }
  }
  return [...found];
}

/** The page's text with the one stray leading digit of a column blanked where the column's total says so. */
export function repairColumnSums(text: string): string {
  if (!/total|sum|gesamt/iu.test(text)) {
    return text;
  }
  const lines = text.split('\n');
  const numbers = lines.map((line) => (line.length <= LONGEST_ROW ? numbersOf(line).slice(0, MOST_NUMBERS + 1) : []));
  let changed = false;
  for (const [row, line] of lines.entries()) {
    if ((numbers[row]?.length ?? 0) > MOST_NUMBERS || !TOTAL_LABEL.test(line)) {
      continue;
    }
    for (const total of numbers[row] ?? []) {
      const column = columnAbove(numbers, lines, row, total);
      if (column.length < 2) {
        continue;
      }
      const fixes = strayDigits(column, cents(total.value));
      if (fixes.length === 1) {
        const { row: fixed, cell } = fixes[0] as { row: number; cell: TNumber };
        const target = lines[fixed] ?? '';
        lines[fixed] = `${target.slice(0, cell.start)} ${target.slice(cell.start + 1)}`;
        changed = true;
      }
    }
  }
  return changed ? lines.join('\n') : text;
}
