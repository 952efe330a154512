import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { dayAndMonth } from './column-numbers.ts';
import { CODE } from './item-columns.ts';
import { isBlank, type TLine } from './lines.ts';
import { parseDate } from './parse-date.ts';
import { isSummaryRow } from './summary-rows.ts';
import type { TColumns, TTableRow } from './table-rows.ts';

/**
 * Two partial rows of one item ("2   Consulting workshop (2 days)," over "incl. preparation   950.00  1,900.00"):
 * the second only continues the text and fills numbers the first left empty. It is merged into the first.
 */
export function completes(previous: TTableRow, row: TTableRow, count: number, spare?: TSchemaProperty): boolean {
  const partial = (candidate: TTableRow) => candidate.line.cells.length < count;
  const fields = [...row.values.keys()];
  const isText = (property: TSchemaProperty) => property.type === 'string' && !property.format;
  const fits =
    !(startsDated(previous) && startsDated(row)) &&
    !isBalanceRow(previous) &&
    !isBalanceRow(row) &&
    partial(previous) &&
    partial(row) &&
    fields.every((property) => !previous.values.has(property) || isText(property)) &&
    fields.some((property) => !previous.values.has(property) && property.type === 'number');
  if (fits) {
    // Text under text goes on it, or fills the item's one text field no column holds while that is empty.
    for (const [property, value] of row.values) {
      const before = previous.values.get(property);
      if (before !== undefined && isText(property) && spare && !previous.values.has(spare) && isShort(String(before))) {
        previous.values.set(spare, value);
      } else {
        previous.values.set(property, before !== undefined && isText(property) ? `${before} ${value}` : value);
      }
    }
  }
  return fits;
}

// An account's opening or closing balance ("Alter Saldo vom 30.01.2026", "Beginning Balance", a card's "Saldo
// Vormonat"): a row of its own. "Saldovortrag" in one word stays a row: a list of balances starts with it.
const BALANCE =
  /^(?:(?:alter|neuer|old|new|opening|closing|beginning|ending|previous|anfangs|end)\s*(?:saldo|balance|kontostand)\b|saldo\s+(?:vormonat|vortrag|alt|neu)\b)/i;

/** Whether a row's text names an account's opening or closing balance, which no entry's wrapped line completes. */
export function isBalanceRow(row: TTableRow): boolean {
  const cell = row.line.cells.find((candidate) => /\p{L}/u.test(row.line.text.slice(candidate.start, candidate.end)));
  return cell !== undefined && BALANCE.test(row.line.text.slice(cell.start, cell.end).trim());
}

/** The rows without an opening balance first and a closing one last ("Neuer Saldo vom 27.02.2026   1.874,12"). */
export const withoutBalanceRows = (rows: TTableRow[]) =>
  rows.filter((row, index) => (index > 0 && index < rows.length - 1) || !isBalanceRow(row));

/**
 * A row opening with a date, with or without its year ("02.03.", "31 Mar"), is an entry of its own: two such rows
 * are two bookings, one in the debit column and one in the credit column, never one item wrapped over two lines.
 */
function startsDated(row: TTableRow): boolean {
  const cell = row.line.cells[0];
  const text = cell ? row.line.text.slice(cell.start, cell.end).trim() : '';
  return (
    dayAndMonth(text) !== null ||
    shortSlashDate(text) ||
    (/\d/.test(text) && text.length <= 12 && parseDate(text) !== null)
  );
}

/** "03/02" without its year (an American card or bank statement): a month and a day, in either order. */
function shortSlashDate(text: string): boolean {
  const parts = /^(\d{2})\/(\d{2})$/.exec(text);
  const [first, second] = [Number(parts?.[1]), Number(parts?.[2])];
  return parts !== null && first >= 1 && second >= 1 && Math.min(first, second) <= 12 && Math.max(first, second) <= 31;
}

/**
 * The row with a text line above it put before its text. A code does not wrap ("CS101"): a line over a row whose
 * first text is a code is a group's heading ("Semester 1, 2024/25", an HTML row spanning the table), no part of it.
 */
export function withPrefix(row: TTableRow, prefix: string, columns: TColumns): TTableRow {
  const text = columns.find((property) => property?.type === 'string' && !property.format && row.values.has(property));
  if (text && !CODE.test(String(row.values.get(text)).trim())) {
    row.values.set(text, `${prefix} ${row.values.get(text)}`);
  }
  return row;
}

/** A text of one or two words: a kind of entry, not a description wrapped onto the next line. */
export const isShort = (text: string) => text.trim().split(/\s+/).length <= 2;

/** The item's one plain text field that no column holds, if it has exactly one and the rows are dated. */
export function spareText(properties: TSchemaProperty[], columns: TColumns): TSchemaProperty | undefined {
  const spare = properties.filter(
    (property) => property.type === 'string' && !property.format && !columns.includes(property),
  );
  // Only in an account's entries (a column of dates), whose second line names the other party; an item's
  // wrapped description stays one text.
  const dated = columns.some((property) => property?.type === 'string' && property.format === 'date');
  return spare.length === 1 && dated ? spare[0] : undefined;
}

/**
 * A line set in columns by spaces that reaches across the column after the row's text ("H = oberhalb, L = unterhalb
 * des Referenzbereichs" under "TSH basal | 2,31 | mU/l"): a remark under the table, not the text going on, which
 * stays inside its column.
 */
export function reachesAcross(line: TLine, row: TTableRow, columns: TColumns, text: TSchemaProperty): boolean {
  const cells = row.line.cells;
  const next = cells[columns.indexOf(text) + 1];
  const spaced = (candidate: TLine) => !/[\t|]/.test(candidate.text);
  const end = line.cells[line.cells.length - 1]?.end ?? 0;
  return cells.length === columns.length && next !== undefined && spaced(line) && spaced(row.line) && end > next.end;
}

/** A text line that starts under a number column of the row above ("Merchandise", "Freight"): sum labels. */
export function underNumber(line: TLine, row: TTableRow, columns: TColumns): boolean {
  const start = line.cells[0]?.start ?? 0;
  const cells = row.line.cells;
  const under = cells.length === columns.length ? cells.findLastIndex((cell) => cell.start <= start + 1) : -1;
  return under > 0 && columns[under]?.type === 'number' && /\p{L}/u.test(line.text);
}

/**
 * A fixed-width row's wrapped text may hold numbers ("OD 4.1 mm, L 12 mm"): it goes on the text when it starts
 * exactly where the row's text cell starts, indented.
 */
export function startsUnder(line: TLine, row: TTableRow, columns: TColumns, text: TSchemaProperty): boolean {
  const start = line.cells[0]?.start ?? 0;
  // A row with an empty cell (a debit row has no credit) finds its text's cell by the text read from it.
  const written = row.texts?.get(text)?.trim();
  const cell =
    row.line.cells.length === columns.length
      ? row.line.cells[columns.indexOf(text)]
      : row.line.cells.find((each) => written !== undefined && row.line.text.slice(each.start, each.end) === written);
  return start > 0 && cell?.start === start;
}

// The most lines of a position's long text under its row ("Einrichten und Räumen der Baustelle, …").
const LONG_TEXT_LINES = 4;

/**
 * A bill of quantities' long text: one to four lines under a row, each starting where the row's text starts, then
 * the next row of the same fields; one of them runs on under the row's next cell (a text wrapped in its column stays
 * inside it), unless the table's rows had such long texts already (`seen`). The lines are passed over: the row's
 * short text is the item's text.
 */
export function isLongText(
  lines: TLine[],
  index: number,
  row: TTableRow,
  rowAt: (line: TLine) => TTableRow | null,
  seen: boolean,
) {
  const at = row.line.cells.findIndex((cell) => /\p{L}{2}/u.test(row.line.text.slice(cell.start, cell.end)));
  const [text, after] = [row.line.cells[at], row.line.cells[at + 1]];
  let across = seen;
  for (let index_ = index; text && after && index_ < Math.min(lines.length, index + LONG_TEXT_LINES + 1); index_++) {
    const line = lines[index_] as TLine;
    // The last row's long text ends at the table's end: a blank line or the sum.
    if (index_ > index && seen && (isBlank(line) || isSummaryRow(line))) {
      return true;
    }
    const next = index_ > index && line.cells.length > 1 ? rowAt(line) : null;
    if (next) {
      return across && next.values.size >= 2 && [...next.values.keys()].every((key) => row.values.has(key));
    }
    if (line.cells.length !== 1 || Math.abs((line.cells[0]?.start ?? 0) - text.start) > 1 || text.start === 0) {
      return false;
    }
    across ||= (line.cells[0]?.end ?? 0) > after.start;
  }
  return false;
}
