import { DATE_CELL } from './date-shapes.ts';
import { namesOwnDate } from './document-date.ts';
import type { TLabelMatch, TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { NUMERIC_CELL, sumRowCell } from './total-row.ts';
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
      return sumRowCell(row, header, column);
    }
  }
  return null;
}

/**
 * Whether two cells are both dates. Words under words are a block's lines (an address, a name); numbers under a
 * heading are each its row's ("festgesetzt | 11.842,00" over "abzgl. Steuerabzug | 12.906,00" under
 * "Einkommensteuer"), which a field may name by its row.
 */
function sameKind(a: string, b: string): boolean {
  return DATE_CELL.test(a.trim()) && DATE_CELL.test(b.trim());
}

/**
 * What a label over a column gives a scalar field: the column's sum (numbers, `sumOfColumn`), nothing when the column
 * lists one date per row ("Meter reading | Date | Reading" over a previous and a current reading: `payment_date` is
 * neither row's date), else the cell under the label. A list is a second row of as many cells right under the first,
 * with a value of the same kind in the column.
 */
export function columnValue(
  lines: TLine[],
  match: TLabelMatch,
  numeric: boolean,
  fieldWords: string[] = [],
): TValueSource | null {
  const value = match.value;
  const header = lines[match.lineIndex];
  if (match.how !== 'column' || !value || !header) {
    return value;
  }
  const sum = numeric ? sumOfColumn(lines, match) : null;
  if (sum) {
    return sum;
  }
  return listsColumn(lines, header, value) ||
    (numeric && rowsOfOthers(lines, header, value, fieldWords)) ||
    itemDate(lines, header, value, fieldWords)
    ? null
    : value;
}

/**
 * Whether a date under a "Datum"/"Date" heading is an item's, for a field of the document's own date: a table of
 * four columns and more with a second row under the first ("Datum | GOÄ-Nr. | Leistung | Betrag" over the services of
 * 07.05.2026) dates its rows, even when all rows share the day; the invoice is dated elsewhere ("Ravensburg, 19.05.").
 */
function itemDate(lines: TLine[], header: TLine, value: TValueSource, fieldWords: string[]): boolean {
  const next = lines[lines.indexOf(value.line) + 1];
  return (
    namesOwnDate(fieldWords) &&
    header.cells.length >= 4 &&
    value.line.cells.length === header.cells.length &&
    next?.cells.length === header.cells.length &&
    DATE_CELL.test(value.text.trim())
  );
}

// How long a word of a field and of a row's label must share its start to be the same word ("festgesetzt" and
// "festgesetzt werden", "kirchensteuer" and "Kirchensteuer ev").
const SHARED_START = 5;
const sameWord = (a: string, b: string) =>
  a.length >= SHARED_START && b.length >= SHARED_START && a.slice(0, SHARED_START) === b.slice(0, SHARED_START);

/**
 * Whether the number under a heading is the first of a column of other numbers, one per labelled row, and the field
 * names none of the first row's words: each number is its row's ("Buildings | £485,000" over "Contents | £60,000"
 * under "Sum insured"), so a field that names no row asks for none of them. A field naming the row keeps it
 * (`festgesetzt.einkommensteuer` in the row "festgesetzt werden"); a number every row shares stays too.
 */
function rowsOfOthers(lines: TLine[], header: TLine, value: TValueSource, fieldWords: string[]): boolean {
  const column = value.line.cells.findIndex((cell) => cell.start === value.quoteStart);
  const next = lines[lines.indexOf(value.line) + 1];
  const rowWords = labelWords(cellText(value.line, 0));
  const other = next ? cellText(next, column) : '';
  return (
    column > 0 &&
    next !== undefined &&
    next.page === value.line.page &&
    next.cells.length === header.cells.length &&
    value.line.cells.length === header.cells.length &&
    !opensSumRow(next) &&
    NUMERIC_CELL.test(other) &&
    NUMERIC_CELL.test(value.text.trim()) &&
    other !== value.text.trim() &&
    !NUMERIC_CELL.test(cellText(value.line, 0)) &&
    !rowWords.some((word) => fieldWords.some((field) => sameWord(word, field)))
  );
}

/**
 * Whether the value under a heading is one row of a list: a second row of as many cells right under it, with another
 * date in the column (two meter readings' dates, several payments' dates), not a sum row.
 */
export function listsColumn(lines: TLine[], header: TLine | undefined, value: TValueSource): boolean {
  if (!header) {
    return false;
  }
  const column = value.line.cells.findIndex((cell) => cell.start === value.quoteStart);
  const next = lines[lines.indexOf(value.line) + 1];
  return (
    column >= 0 &&
    next !== undefined &&
    next.page === value.line.page &&
    next.cells.length === header.cells.length &&
    value.line.cells.length === header.cells.length &&
    !opensSumRow(next) &&
    cellText(next, column) !== '' &&
    // "Excess | £250" in each row of cover: a value every row shares is the column's one value.
    cellText(next, column) !== value.text.trim() &&
    sameKind(cellText(next, column), value.text)
  );
}
