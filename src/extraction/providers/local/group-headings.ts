import { isBlank, type TLine } from './lines.ts';
import { isSummaryRow } from './summary-rows.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

// A heading of a group of rows: a few words, maybe a date ("Fall 2025", "Return — Sunday 14 June 2026"), no amount.
const MAX_WORDS = 8;
const MAX_LENGTH = 60;
const AMOUNT = /\d[.,]\d{2}(?!\d)/;

const isHeading = (line: TLine | undefined, header: TLine | undefined): line is TLine =>
  line !== undefined &&
  line.cells.length === 1 &&
  line.text.trim().length <= MAX_LENGTH &&
  /\p{L}{2}/u.test(line.text) &&
  !/:\s*$/.test(line.text) &&
  !AMOUNT.test(line.text) &&
  line.text.trim().split(/\s+/).length <= MAX_WORDS &&
  !isSummaryRow(line) &&
  (header === undefined || labelWords(line.text).join(' ') !== labelWords(header.text).join(' '));

/**
 * Lines to pass at `index` for a group's heading set apart by blank lines inside a table: an HTML or Word table
 * whose row spanning all columns ("Fall 2025", "Outbound — Monday 8 June") cuts it in two reads as heading,
 * blank line, rows. Counted from the blank line before the heading or from the heading itself; 0 when no row of
 * the table's fields (as many as the row above, or every named one for the first) follows the heading's blank line.
 */
export function groupHeadingSpan(
  lines: TLine[],
  index: number,
  rows: TTableRow[],
  rowAt: (line: TLine) => TTableRow | null,
  header?: TLine,
): number {
  const before = isBlank(lines[index]) ? 1 : 0;
  const heading = lines[index + before];
  if (!isHeading(heading, header) || !isBlank(lines[index + before + 1])) {
    return 0;
  }
  const after = lines[index + before + 2];
  const row = after && !isBlank(after) && !isSummaryRow(after) ? rowAt(after) : null;
  const previous = rows[rows.length - 1];
  // As many cells as the row above (or the header): a heading over a smaller table ("Payment" over "Fare | €248.00")
  // starts another table.
  const width = (previous?.line ?? header)?.cells.length ?? 0;
  const fits =
    (after?.cells.length ?? 0) >= width &&
    (previous ? (row?.values.size ?? 0) >= previous.values.size : row?.missing.length === 0);
  // Right under the header the heading's blank line is passed anyway; between rows both blank lines are.
  return row && fits && row.values.size >= 2 ? before + 2 : 0;
}
