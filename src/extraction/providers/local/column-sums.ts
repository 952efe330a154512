import type { TLabelMatch, TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { cellUnder, NUMERIC_CELL } from './total-row.ts';
import { labelWords } from './words.ts';

// The first word of a table's sum row ("Summe", "Total", "Gesamt", "Insgesamt", "Totals").
const SUM_ROW_WORD = /^(?:total|totals|summe|sum|gesamt|gesamtsumme|insgesamt|zusammen|gesamtbetrag)$/;
// How far down a table's rows are read for its sum row: longer tables are lists, not a column with a sum.
const MOST_ROWS = 60;

const cellText = (line: TLine, index: number) => {
  const cell = line.cells[index];
  return cell ? line.text.slice(cell.start, cell.end).trim() : '';
};
const opensSumRow = (line: TLine) => SUM_ROW_WORD.test(labelWords(cellText(line, 0))[0] ?? '');

/**
 * A number read under a column's heading ("Ihr Anteil" over each cost's share) is the column's sum when the column
 * runs down to a sum row: a field that names a column, not one of its rows, asks for what the column adds up to, not
 * for its first row's value. Only where the rows are labelled ("Grundsteuer | 3.412,00 | 284,33") and the column holds
 * numbers; null otherwise (then the first cell under the heading stays the value).
 */
export function sumOfColumn(lines: TLine[], match: TLabelMatch): TValueSource | null {
  const header = lines[match.lineIndex];
  const value = match.value;
  if (match.how !== 'column' || !header || !value) {
    return null;
  }
  const first = value.line;
  const column = first.cells.findIndex((cell) => cell.start === value.quoteStart);
  const firstIndex = lines.indexOf(first, match.lineIndex);
  const rowLabel = cellText(first, 0);
  if (
    column <= 0 ||
    first.cells.length !== header.cells.length ||
    firstIndex < 0 ||
    !NUMERIC_CELL.test(value.text.trim()) ||
    NUMERIC_CELL.test(rowLabel) ||
    opensSumRow(first)
  ) {
    return null;
  }
  let rows = 0;
  for (let index = firstIndex + 1; index < lines.length && rows < MOST_ROWS; index++, rows++) {
    const row = lines[index] as TLine;
    if (isBlank(row) || row.page !== first.page) {
      return null;
    }
    if (opensSumRow(row)) {
      const cell = cellUnder(row, header, column);
      const text = cell ? row.text.slice(cell.start, cell.end) : '';
      return cell && cell.start > (row.cells[0]?.end ?? 0) && NUMERIC_CELL.test(text.trim())
        ? { text, line: row, quoteStart: cell.start, quoteEnd: cell.end }
        : null;
    }
  }
  return null;
}
