import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { withArithmeticColumns } from './arithmetic-columns.ts';
import { withBracketedCodes } from './bracketed-codes.ts';
import { candidatesFor } from './candidates.ts';
import { namesBalance, withoutCarriedBalances, withoutFrameRows } from './carried-balances.ts';
import { withCarriedDates } from './carried-dates.ts';
import { joinedCells } from './cell-alignment.ts';
import { withoutMismatchedUnits, withoutWrongCodes } from './column-kinds.ts';
import { withYears } from './column-numbers.ts';
import { writesDayFirst } from './date-order.ts';
import { withSignedSides } from './debit-credit-columns.ts';
import { withDebitMarks, withoutOpeningFigure } from './debit-marks.ts';
import { withGroupTitles } from './group-titles.ts';
import { withDatesParted } from './header-cuts.ts';
import { headerlessItems } from './headerless-items.ts';
import { cellIsNumber } from './headerless-table.ts';
import {
  CODE,
  CODE_NAME,
  fitsCodeName,
  takesWords,
  withCodeColumn,
  withLeadingCounts,
  withUnits,
} from './item-columns.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { withTableSubAmounts } from './item-sub-amounts.ts';
import { withJoinedColumns } from './joined-columns.ts';
import { leftTable } from './left-table.ts';
import { legItems } from './leg-items.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';
import { withWholeNames } from './name-columns.ts';
import { pairedAmounts } from './paired-amounts.ts';
import { withPriceUnits } from './price-units.ts';
import { withoutCredits } from './row-credits.ts';
import { withFlags } from './row-flags.ts';
import { withoutBalanceRows } from './row-parts.ts';
import { sectionList } from './section-list.ts';
import { sideBySide } from './side-by-side.ts';
import { sidedAmounts } from './sided-amounts.ts';
import { isSubtotalRow } from './summary-rows.ts';
import { headerAt, headerLeaves, type THeader } from './table-header.ts';
import { CARRY, isSummaryRow, readRows, type TColumns, type TTableRow } from './table-rows.ts';
import { withTimeColumns } from './time-columns.ts';
import { labelWords } from './words.ts';

export type { TTableRow } from './table-rows.ts';
export type TTable = { rows: TTableRow[] };

/** A field of one value (text, number, yes/no): what an item's row can hold in a cell. */
export const isLeaf = (property: TSchemaProperty) =>
  property.type === 'string' || property.type === 'number' || property.type === 'boolean';

const sameColumns = (a: TColumns, b: TColumns) => a.length === b.length && a.every((column, i) => column === b[i]);

// At most this many lines of text stand between a table's last row and the page's end when it goes on overleaf.
const FOOTER_LINES = 6;

/**
 * A table going on over a page break: after its last row only a few footer lines ("Übertrag", "Seite 1 von 2")
 * are left on the page, and the next page repeats the header near its top. A carried total right under the rows
 * ("Carried forward 461.40") says the same where the text shows no page break (pages read as one).
 */
function nextPageStart(lines: TLine[], end: number, header: THeader, leaves: ReturnType<typeof headerLeaves>) {
  const last = lines[end];
  let index = end + 1;
  // Blank lines (a PDF's empty space between blocks) do not count; a bank-and-register footer of three or four
  // lines, a page number and a carried total do.
  let footer = 0;
  while (lines[index] && lines[index]?.page === last?.page && footer < FOOTER_LINES) {
    footer += isBlank(lines[index] as TLine) ? 0 : 1;
    index++;
  }
  const first = lines[index];
  // So does a subtotal ending the rows ("Zwischensumme Seite 1") when the header is written again under it.
  const carried =
    lines.slice(Math.max(0, end - 2), end + 3).some((line) => CARRY.test(line.text)) || isSubtotalRow(lines[end]);
  const paged = last && first && first.page !== last.page && first.fileName === last.fileName;
  if (!last || (!paged && !carried)) {
    return null;
  }
  const from = paged ? index : end;
  for (let at = from; at < from + 6 && lines[at]?.page === lines[from]?.page; at++) {
    const repeated = headerAt(lines, at, leaves);
    if (repeated && repeated.lines === header.lines && sameColumns(repeated.columns, header.columns)) {
      return at + header.lines;
    }
  }
  return null;
}

/**
 * A table for an array of objects: a header row (one line, or two when the header's words wrap) whose cells
 * name at least two of the item's fields (or its only one), then rows with the same number of cells until a
 * blank, summary or different line, continued on the next page under a repeated header.
 * The header naming the most fields wins; the first such one if several do. Slash dates in cells are read
 * day first when the document writes them so (`writesDayFirst`), like the document's other dates.
 */
export function findTable(
  given: TLine[],
  properties: TSchemaProperty[],
  arrayName = '',
  dayFirst = writesDayFirst(given),
): TTable | null {
  // Only lines with two dates in one cell are copied: a header's re-cut cells still reach the document's lines.
  const lines = given.map(withDatesParted);
  const leafProperties = properties.filter(isLeaf);
  // Lines of a text and an amount right under the array's own heading ("Abzüge") are its items, whatever
  // table's header stands above them.
  const headed = sectionList(lines, leafProperties, arrayName);
  const legs = headed.length > 0 ? headed : legItems(lines, leafProperties, dayFirst);
  if (legs.length > 0) {
    return { rows: legs };
  }
  const leaves = headerLeaves(leafProperties);
  const needed = Math.max(1, Math.min(2, leaves.length));
  const arrayLabels = new Set(candidatesFor({ name: arrayName }).map((candidate) => candidate.words.join(' ')));
  const namesArray = (line: TLine, cell: TCell | undefined) =>
    cell !== undefined && arrayLabels.has(labelWords(line.text.slice(cell.start, cell.end)).join(' '));
  const text = withRole(itemRoles(leafProperties), 'text');
  // Of headers naming as many fields, one whose cell names the array itself ("Deductions") wins; a first
  // cell naming it ("Abzüge | Betrag") heads the column of the item's text.
  const score = (line: TLine, header: THeader) =>
    header.named + (line.cells.some((cell) => namesArray(line, cell)) ? 0.5 : 0);
  let best: { index: number; header: THeader; score: number } | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as TLine;
    const found = headerAt(lines, index, leaves);
    // The left one of two tables side by side, unless this array's is the right one.
    let header = sideBySide(line, found, leaves, text, namesArray) ? found : (leftTable(line, found) ?? found);
    if (
      header &&
      text &&
      header.columns[0] === null &&
      !header.columns.includes(text) &&
      namesArray(line, line.cells[0])
    ) {
      header = { ...header, columns: [text, ...header.columns.slice(1)], named: header.named + 1 };
    }
    header = sideBySide(line, header, leaves, text, namesArray) ?? header;
    const points = header ? score(line, header) : 0;
    if (header && header.named >= needed && (!best || points > best.score)) {
      best = { index, header, score: points };
    }
  }
  if (!best) {
    const items = headerlessItems(lines, leaves, leafProperties, dayFirst);
    if (!items || !('ordered' in items)) {
      return items;
    }
    best = { ...items.ordered, score: items.ordered.header.named };
  }
  const { index, header } = best;
  const headerLine = lines[index];
  if (header.cells && headerLine) {
    headerLine.cells = header.cells;
  }
  const start = index + header.lines;
  // The first row, past an opening balance ("Saldo der letzten Abrechnung   0,00") and a scan's blank line.
  const firstFound = lines
    .slice(start, start + 4)
    .find((line) => !isBlank(line) && !/^[\s\-=_]+$/.test(line.text) && !CARRY.test(line.text) && !isSummaryRow(line));
  // A first row with a word read apart into a cell of its own names its columns as its joined cells do (rowOf).
  const joinedFirst =
    firstFound && headerLine && header.lines === 1 ? joinedCells(firstFound, headerLine, header.columns.length) : null;
  const firstRow = firstFound && joinedFirst ? { ...firstFound, cells: joinedFirst } : firstFound;
  const firstCell = firstRow?.cells[0];
  const named =
    firstRow && firstCell
      ? withCodeColumn(
          withWordsColumn(
            withTextColumn(header.columns, leafProperties, firstRow.text.slice(firstCell.start, firstCell.end)),
            leafProperties,
            firstRow,
            header.lines === 1 ? headerLine : undefined,
          ),
          leafProperties,
          firstRow,
        )
      : header.columns;
  const timed = firstRow ? withTimeColumns(named, leafProperties, firstRow) : named;
  const columns = withArithmeticColumns(timed, leafProperties, lines.slice(start, start + 12));
  const readAll = (wanted: TColumns) => {
    const read: { rows: TTableRow[]; end: number } = { rows: [], end: start };
    for (let from: number | null = start; from !== null; ) {
      const page = readRows(lines, from, wanted, leafProperties, lines[index], dayFirst);
      read.rows.push(...page.rows);
      read.end = page.end;
      from = page.rows.length > 0 ? nextPageStart(lines, page.end, header, leaves) : null;
    }
    return read;
  };
  // Money out and in as two columns beside a running balance: read with both, kept when the balance agrees.
  const paired = pairedAmounts(columns, leafProperties, headerLine);
  const sided = sidedAmounts(columns, leafProperties, headerLine);
  const settled = paired?.settle(readAll(paired.columns)) ?? sided?.settle(readAll(sided.columns));
  const { rows, end } = settled ?? readAll(columns);
  const entries = withSignedSides(
    withoutBalanceRows(withoutFrameRows(withoutOpeningFigure(withoutCarriedBalances(rows)))),
    leafProperties,
  );
  // Amounts signed by a running balance are an account's entries, the ones below zero no credits to drop; so are
  // the rows an opening or closing balance frames ("Anfangssaldo" over them, "Endsaldo" under them: a tax withheld
  // "-15,41" is a debit of the account, not a payment received on a bill).
  const framed = lines.slice(start, end + 3).some((line) => namesBalance(line.text));
  const counted = withLeadingCounts(
    settled || framed ? entries : withoutCredits(entries, lines.slice(end, end + 3)),
    columns,
    leafProperties,
    headerLine?.text ?? '',
  );
  // Debits turn negative last: a statement's entries are no credits to drop (withoutCredits).
  const dated = withFlags(
    withSignedSides(withDebitMarks(withCarriedDates(withYears(counted, lines, dayFirst), columns)), leafProperties),
    columns,
    leafProperties,
  );
  const units = withPriceUnits(withUnits(dated, columns, leafProperties), columns, leafProperties);
  const items = withBracketedCodes(
    withoutWrongCodes(withoutMismatchedUnits(units, columns, lines.slice(index, start))),
    leafProperties,
  );
  const oneLine = header.lines === 1 ? headerLine : undefined;
  const joined = withGroupTitles(
    withTableSubAmounts(
      withWholeNames(withJoinedColumns(items, columns, oneLine, leaves, dayFirst), columns, oneLine),
      leafProperties,
    ),
    lines,
    leafProperties,
    columns,
  );
  return joined.length > 0 ? { rows: joined } : null;
}

/**
 * A first column whose header names no field holds the item's one unnamed field it fits: a product code
 * ("FX-100" under "Item") goes to a code-like field (`sku`, `part_no`), words ("Earnings" over "Regular")
 * to the one text field that no header names. A field named as a country or currency code takes only such a
 * code ("DE", "EUR"), never a product code.
 */
function withTextColumn(columns: (TSchemaProperty | null)[], properties: TSchemaProperty[], first: string) {
  const unnamed = properties.filter(
    (property) =>
      property.type === 'string' && !property.format && !columns.includes(property) && fitsCodeName(property, first),
  );
  if (columns[0] !== null || columns.length <= 2) {
    return columns;
  }
  const code = CODE.test(first.trim()) ? unnamed.filter((property) => CODE_NAME.test(property.name.toLowerCase())) : [];
  const chosen = code.length === 1 ? code : /\p{L}{2}/u.test(first) ? unnamed : [];
  return chosen.length === 1 ? [chosen[0] ?? null, ...columns.slice(1)] : columns;
}

/**
 * A column whose header names no field ("Art" over "Hotel Elbblick, 2 Nächte") holds the item's one unnamed
 * text field when it is the only such column whose first row holds words, in a row with every cell filled, or
 * with one left empty (a debit or credit) where the words stand under that column's header cell.
 */
function withWordsColumn(
  columns: (TSchemaProperty | null)[],
  properties: TSchemaProperty[],
  first: TLine,
  header?: TLine,
) {
  const unnamed = properties.filter((property) => takesWords(property) && !columns.includes(property));
  const words = (cell: TCell | undefined) =>
    cell !== undefined && /\p{L}{3}/u.test(first.text.slice(cell.start, cell.end)) && !cellIsNumber(first, cell);
  const open = columns.flatMap((column, index) => (column === null && words(first.cells[index]) ? [index] : []));
  const [only] = unnamed;
  const under = (index: number) => {
    const [cell, head] = [first.cells[index], header?.cells[index]];
    return cell !== undefined && head !== undefined && cell.start < head.end + 2 && cell.end > head.start - 2;
  };
  const filled =
    first.cells.length === columns.length ||
    (first.cells.length === columns.length - 1 && header?.cells.length === columns.length && under(open[0] ?? -1));
  if (!filled || unnamed.length !== 1 || open.length !== 1 || !only) {
    return columns;
  }
  return columns.map((column, index) => (index === open[0] ? only : column));
}
