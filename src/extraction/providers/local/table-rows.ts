import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { alignedCells, joinedCells, partedAtColumns, splitCells, standUnderHeader } from './cell-alignment.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { withColumnNumbers } from './column-numbers.ts';
import { withoutFlagCell } from './flag-cells.ts';
import { groupHeadingSpan } from './group-headings.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';
import { continues } from './row-continuations.ts';
import { completes, isLongText, spareText, withPrefix } from './row-parts.ts';
import {
  CARRY,
  endsItems,
  isLaterTitle,
  isSectionHeading,
  isSectionTitle,
  isSummaryRow,
  resumesAfter,
} from './summary-rows.ts';
import { labelWords } from './words.ts';

export { TIMES } from './row-continuations.ts';
export { CARRY, isSummaryRow } from './summary-rows.ts';

/** `texts`: the cells' texts the values were read from (a column's numbers are read alike). */
export type TTableRow = {
  line: TLine;
  values: Map<TSchemaProperty, TLeafValue>;
  missing: TSchemaProperty[];
  texts?: Map<TSchemaProperty, string>;
};
export type TColumns = (TSchemaProperty | null)[];

// A ruling under a header ("----  ------", "====="), or a line framed by rulings: a section's title or a remark
// between the rows ("--- Freiwahl ---", "** CERT REQUIRED **"), no part of an item.
const RULE = /^[\s\-=_*·.|+]+$|^\s*([-=_*])\1{1,}\s.*\S\s\1{2,}\s*$/;
/** A page's foot between the rows at a page break ("Seite 1 von 2"); group-titles.ts reads it too. */
export const PAGE_MARK = /\b(?:page|seite|blatt)\s+\d{1,3}(?:\s*(?:of|von|\/)\s*\d{1,3})?\s*$/i;
// Text going on from the line above: a bracket or a joining word ("for", "inkl."; "hosting setup" is an item).
const GOES_ON = /^(?:\(|(?:for|of|and|with|incl|including|excl|inkl|exkl|mit|für|und|zum|zur|zu)\b)/u;
const isComplete = (row: TTableRow) =>
  !AWAITING.has(row) || [...row.values.values()].some((value) => typeof value === 'number');

// Dated rows still waiting for their amount from the line under them: no items unless it comes.
const AWAITING = new WeakSet<TTableRow>();

/** The row a line makes under the columns, or null when it does not fit them. */
function rowOf(given: TLine, columns: TColumns, header: TLine | undefined, dayFirst: boolean): TTableRow | null {
  const flagless = withoutFlagCell(given, columns.length);
  const joined = header ? joinedCells(flagless, header, columns.length) : null;
  const line = joined ? { ...flagless, cells: joined } : flagless;
  const parted = line.cells.length < columns.length ? splitCells(line, columns.length) : line.cells;
  const misplaced = header && parted !== line.cells && !standUnderHeader(parted, header, false);
  const split = misplaced && alignedCells(line, header, columns.length) ? line.cells : parted;
  // Empty cells at the end leave no trace in a PDF's text ("Charges | Credits" with no credit): fine
  // when the missing columns name no field.
  const short =
    split.length > 1 &&
    split.length < columns.length &&
    columns.slice(split.length).every((property) => property === null) &&
    (!header || standUnderHeader(split, header));
  // Else empty cells elsewhere, or a cell run on into the next column: the cells go under the header cells.
  const runOn = header && split.length < columns.length && !short ? partedAtColumns(line, header) : line;
  const filled = runOn.cells.length === columns.length && header && standUnderHeader(runOn.cells, header);
  const aligned =
    split.length < columns.length && !short && header
      ? filled
        ? runOn.cells
        : alignedCells(runOn, header, columns.length)
      : null;
  const cells = aligned ?? split;
  if (cells.length !== columns.length && !short) {
    return null;
  }
  // A row with empty cells must still be an item: its text and at least one number, or a date whose amount
  // the next line brings ("09.03.2026  Kartenzahlung" over "REWE Markt   64,38-").
  const numbered = aligned?.some((cell, column) => cell && columns[column]?.type === 'number');
  const isDate = (property: TSchemaProperty | null | undefined) =>
    property?.type === 'string' && property.format === 'date';
  const dated = aligned?.some((cell, column) => cell && isDate(columns[column]));
  // A table of texts only (a medication plan's names, strengths and remarks): two named cells make the row.
  const named = aligned ? aligned.filter((cell, column) => cell && columns[column]).length : 0;
  // So does a row under a day's date written once for several (an HTML rowspan, a blank first cell): its date is
  // carried down to it (carried-dates.ts), its other fields are texts.
  const carriedDate = isDate(columns[0]) && aligned !== null && !aligned[0] && /^\s/.test(line.text);
  const textual =
    named >= 2 &&
    !columns.some(
      (property, column) => property?.type === 'number' || (isDate(property) && !(column === 0 && carriedDate)),
    );
  if (aligned && !numbered && !dated && !textual) {
    return null;
  }
  const row: TTableRow = { line: given, values: new Map(), missing: [], texts: new Map() };
  if (aligned && !numbered && !textual) {
    AWAITING.add(row);
  }
  columns.slice(0, cells.length).forEach((property, column) => {
    const cell = cells[column];
    if (property && cell) {
      const value = coerceValue(property, line.text.slice(cell.start, cell.end), dayFirst);
      row.texts?.set(
        property,
        line.text.slice(cell.start, cell.end) + markBeside(property, column, cells, columns, line, header),
      );
      if (value === null) {
        row.missing.push(property);
      } else {
        row.values.set(property, value);
      }
    }
  });
  return row.values.size > 0 ? row : null;
}

// A debit or credit mark standing alone ("S", "H", "DR", "CR", "Soll", "Haben"), under a header naming the two
// ("S/H", "Soll/Haben", "Dr/Cr", "D/C"): a size "S" beside a price is no debit.
const MARK = /^(?:S|H|DR|CR|Dr\.?|Cr\.?|Soll|Haben)$/;
const MARKS_HEADING = /(?:^|\s)(?:S\/H|H\/S|Soll\/Haben|Dr\.?\/Cr\.?|D\/C)(?:\s|$)/i;

/**
 * The mark in the unnamed column right of an amount ("890,00 | S" under "Betrag EUR | S/H"), read as written after
 * the amount (" S"): withDebitMarks signs it then as it does "890,00 S" in one cell.
 */
function markBeside(
  property: TSchemaProperty,
  column: number,
  cells: (TCell | undefined)[],
  columns: TColumns,
  line: TLine,
  header: TLine | undefined,
) {
  const next = cells[column + 1];
  const mark = next ? line.text.slice(next.start, next.end).trim() : '';
  const headed = header !== undefined && MARKS_HEADING.test(header.text);
  return property.type === 'number' && columns[column + 1] === null && headed && MARK.test(mark) ? ` ${mark}` : '';
}

/**
 * Rows from `first` on (a blank line right there is skipped) while they fit the columns. Rulings and
 * carried-forward sums are passed over; a sum, tax or shipping row ends the table; one stray line under a
 * row (a delivery note, a remark) is passed over when a row follows it.
 */
export function readRows(
  lines: TLine[],
  first: number,
  columns: TColumns,
  properties: TSchemaProperty[],
  header?: TLine,
  dayFirst = false,
) {
  const reference = lines[first];
  const rows: TTableRow[] = [];
  let end = first;
  let prefix: string | null = null;
  let textFirst = false;
  // Rows with a long text beneath (a bill of quantities): its later short lines are long texts too.
  let longTexts = false;
  // Where a section's title over the first row stood: later titles of the table's groups stand there too.
  let titleStart: number | null = null;
  const rowAt = (next: TLine) => rowOf(next, columns, header, dayFirst);
  const shape: [TColumns, TLine?, boolean?] = [columns, header, dayFirst];
  for (let index = first; index < lines.length; index++) {
    const line = lines[index];
    if (!line || !reference || line.page !== reference.page || line.fileName !== reference.fileName) {
      break;
    }
    end = index;
    // A page's footer ("Seite 2 von 3") or the header written again ends the rows here; the table may go on.
    if (
      rows.length > 0 &&
      (PAGE_MARK.test(line.text) || (header && labelWords(line.text).join(' ') === labelWords(header.text).join(' ')))
    ) {
      break;
    }
    if ((isBlank(line) && rows.length === 0 && index === first) || RULE.test(line.text) || CARRY.test(line.text)) {
      continue;
    }
    // After an opening balance alone, a scan's blank line before the first entry.
    const opened = rows.length === 1 && isSummaryRow(rows[0]?.line ?? line) && lines[index + 1] !== undefined;
    const entry = opened && rowOf(lines[index + 1] as TLine, columns, header, dayFirst) !== null;
    // A scan's blank line after a passed opening balance, before the first entry, is passed too.
    const firstAfter =
      rows.length === 0 && index <= first + 2 && !!lines[index + 1] && rowAt(lines[index + 1] as TLine);
    // Rows whose text starts on the line above them, set apart by blank lines: the blank line before the next
    // row's first text line is passed too.
    const textAfter =
      textFirst &&
      lines[index + 1]?.cells.length === 1 &&
      sameRowAfter(lines[index + 2], rows[rows.length - 1], ...shape);
    if (
      isBlank(line) &&
      (entry || firstAfter || textAfter || sameRowAfter(lines[index + 1], rows[rows.length - 1], ...shape))
    ) {
      continue;
    }
    // A sum line before any row is an opening figure ("Opening balance   845.20") when rows follow it.
    const after = isBlank(lines[index + 1]) ? lines[index + 2] : lines[index + 1];
    const opening = rows.length === 0 && index <= first + 1 && rowOf(after ?? line, columns, header, dayFirst);
    const resumed = isSummaryRow(line) && !opening && !isBlank(line) ? resumesAfter(lines, index, rows, rowAt) : null;
    if (resumed !== null) {
      index = resumed - 1;
      continue;
    }
    const grouped = groupHeadingSpan(lines, index, rows, rowAt, header);
    if (grouped > 0) {
      index += grouped - 1;
      continue;
    }
    // A discount on the item above, on a line of its own before the next item ("Discount 10 %: -37.80"): the row's
    // amount holds it already, and the items go on.
    const following = lines[index + 1];
    if (rows.length > 0 && isItemDiscount(line) && following && !isSummaryRow(following) && rowAt(following)) {
      continue;
    }
    // "  davon gesetzl. Zuzahlung   5,00", "of which deposit  0.25": a part of the item above, no item of its own.
    if (rows.length > 0 && PART_OF_ABOVE.test(line.text)) {
      continue;
    }
    if (isBlank(line) || (endsItems(lines, index, rows, rowAt) && !opening)) {
      break;
    }
    const row = rowOf(line, columns, header, dayFirst);
    const previous = rows[rows.length - 1];
    if (row && previous && completes(previous, row, columns.length, spareText(properties, columns))) {
      continue;
    }
    // A dated row whose amount the very next line does not bring was no row: the table ended above it, unless
    // a whole row follows (a day off between days worked).
    if (previous && !isComplete(previous)) {
      rows.pop();
      if (!row || !isComplete(row) || row.missing.length > 0) {
        break;
      }
    }
    if (row) {
      rows.push(prefix ? withPrefix(row, prefix, columns) : row);
      prefix = null;
      continue;
    }
    // Rows whose text wraps with the numbers on its last line: a text line before the first row starts
    // the text of the row under it, and so do such lines between rows of that table.
    const next = lines[index + 1];
    const nextRow = next && !isBlank(next) && !isSummaryRow(next) ? rowOf(next, columns, header, dayFirst) : null;
    // So does a capitalised line over a row whose text goes on ("(booking widget)", "for the booking widget").
    const nextText = nextRow ? [...nextRow.values.values()].find((value) => typeof value === 'string') : undefined;
    const opens = /^\p{Lu}/u.test(line.text.trim()) && GOES_ON.test(String(nextText ?? ''));
    if (nextRow && rows.length === 0 && isSectionTitle(line, nextRow)) {
      titleStart = line.cells[0]?.start ?? null;
      continue;
    }
    if (
      nextRow &&
      (isSectionHeading(line, nextRow) || (titleStart !== null && isLaterTitle(line, nextRow, titleStart)))
    ) {
      continue;
    }
    if (line.cells.length === 1 && /\p{L}/u.test(line.text) && nextRow && (rows.length === 0 || textFirst || opens)) {
      prefix = line.text.trim();
      textFirst = true;
      continue;
    }
    if (previous && isLongText(lines, index, previous, rowAt, longTexts)) {
      longTexts = true;
      continue;
    }
    if (previous && continues(line, previous, columns, properties, dayFirst, !!nextRow)) {
      continue;
    }
    // A line right under the header that fills no field (an opening balance under an unnamed column, alone or
    // with its label) is passed.
    const nextEntry = nextRow ?? (isBlank(next) && lines[index + 2] ? rowAt(lines[index + 2] as TLine) : null);
    if (!previous && index <= first + 1 && (line.cells.length >= 2 || !/\p{L}/u.test(line.text)) && nextEntry) {
      continue;
    }
    // A scan's blank line may stand between the stray line and the next row of the same fields.
    const beyond = isBlank(next) && sameRowAfter(lines[index + 2], previous, columns, header, dayFirst);
    if (!previous || line.cells.length > 2 || !(nextRow || beyond)) {
      break;
    }
  }
  return { rows: withColumnNumbers(rows.filter(isComplete)), end };
}

const DISCOUNT = /^(?:discount|rabatt|nachlass|preisnachlass|sofortrabatt|coupon|gutschein)\b/;
const PART_OF_ABOVE = /^\s*(?:davon|hiervon|darin|thereof|of which)\b/iu;
const isItemDiscount = (line: TLine) => line.cells.length === 1 && DISCOUNT.test(labelWords(line.text).join(' '));

/** A blank line inside the rows (OCR): the line after it fills the same three or more fields as the last row. */
function sameRowAfter(next: TLine | undefined, last: TTableRow | undefined, ...args: [TColumns, TLine?, boolean?]) {
  const row = next && last && !isBlank(next) && !isSummaryRow(next) ? rowOf(next, args[0], args[1], !!args[2]) : null;
  const keys = (candidate: TTableRow) => [...candidate.values.keys()].join();
  // A text and an amount after a blank line are the sum ("Rechnungsbetrag   586,40"), which ends the table.
  return row?.missing.length === 0 && row.values.size >= 3 && last !== undefined && keys(row) === keys(last);
}
