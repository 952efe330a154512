import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { alignedCells } from './cell-alignment.ts';
import { ISO_DATE, NUMERIC_DATE } from './date-shapes.ts';
import { CODE_NAME, takesWords } from './item-columns.ts';
import { itemRoles } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { isSummaryRow, type TColumns } from './table-rows.ts';

export const RULING = /^[\s\-=_*·.|+]+$/;
// "12.01.2026", "02.03." (a statement's day and month), "2026-01-12".
const DATE = new RegExp(String.raw`^(?:${NUMERIC_DATE}|\d{1,2}\.\d{1,2}\.|${ISO_DATE})$`);
// A measured or counted value alone in its cell, perhaps flagged by a letter or a sign after it ("11,8 H", "7,2 *",
// "412 ↑").
const NUMBER = /^[-+]?\d[\d.,']*(?:\s?(?:[A-Z]{1,2}|[*!+\-↑↓▲▼]{1,2}))?$/u;
const FRACTION = /\d[.,]\d/;
const CODE = /^(?=.*\d)[\p{Lu}\d][\p{Lu}\d\-/. ]{2,24}$/u;
const takesCode = (property: TSchemaProperty) =>
  property.type === 'string' && !property.format && CODE_NAME.test(property.name.toLowerCase());
const MAX_ROWS = 4;
const MAX_LOOK = 10;

/**
 * The texts of the first rows under a header, each cell placed under the header cell it stands under ('' for an
 * empty cell). Rulings, sum rows ("Kontostand am 28.02.") and one-cell lines (a row's second line) are passed
 * over, and so are lines before the first row whose cells fit no header cell; a blank line after rows, or such a
 * line after them, ends them.
 */
function rowsUnder(lines: TLine[], index: number): string[][] {
  const header = lines[index];
  const rows: string[][] = [];
  for (let at = index + 1; header && at < lines.length && at <= index + MAX_LOOK && rows.length < MAX_ROWS; at++) {
    const line = lines[at] as TLine;
    if (line.page !== header.page || (isBlank(line) && rows.length > 0)) {
      break;
    }
    if (isBlank(line) || RULING.test(line.text) || line.cells.length < 2 || isSummaryRow(line)) {
      continue;
    }
    const count = header.cells.length;
    const cells = line.cells.length === count ? line.cells : alignedCells(line, header, count);
    // A line before the first row that fits no column is an opening figure or a remark: passed over.
    if (!cells && rows.length > 0) {
      break;
    }
    if (!cells) {
      continue;
    }
    rows.push(cells.map((cell) => (cell ? line.text.slice(cell.start, cell.end).trim() : '')));
  }
  // A first row filling fewer cells than the rows after it is an opening figure ("Alter Saldo per 31.05.").
  const filled = (row: string[] | undefined) => row?.filter(Boolean).length ?? 0;
  return rows.length >= 3 && filled(rows[0]) < Math.min(...rows.slice(1).map(filled)) ? rows.slice(1) : rows;
}

// Numbers counting up by one (1, 2, 3) number the rows: positions, not values.
const countsUp = (values: string[]) => values.every((value, index) => Number(value) === Number(values[0]) + index);

/**
 * Header cells no label names, typed by the rows under them (two at least, each filling the cell): a column of
 * dates goes to the item's one free date field (the first such column: a booking date stands before its value
 * date), the one column of measured numbers ("14,2", "11,8 H"; not positions or whole counts) to its one free
 * number field, the one column of words to its one free text field, the one column of codes ("8207 60 10") to
 * its one free field named as a number or code (`zolltarifnummer`, `sku`). Only for a header that names a field
 * already: typing alone makes no table.
 */
export function rowTypedColumns(named: TColumns, properties: TSchemaProperty[], lines: TLine[], index: number) {
  const rows = rowsUnder(lines, index);
  if (rows.length < 2 || !named.some(Boolean) || rows.some((row) => row.length !== named.length)) {
    return named;
  }
  const valuesOf = (column: number) => rows.map((row) => row[column] ?? '');
  const open = (fits: (values: string[]) => boolean) =>
    named.flatMap((column, at) => {
      const values = valuesOf(at);
      return column === null && values.every((value) => value !== '') && fits(values) ? [at] : [];
    });
  const free = (wanted: (property: TSchemaProperty) => boolean) =>
    properties.filter((property) => wanted(property) && !named.includes(property));
  const dates = open((values) => values.every((value) => DATE.test(value)));
  // A second column of dates ("24.06.2026" under "Buchungsdatum" beside the first) is no column of measured numbers.
  const numbers = open(
    (values) =>
      values.every((value) => NUMBER.test(value) && !DATE.test(value)) &&
      values.some((value) => FRACTION.test(value)) &&
      !countsUp(values),
  );
  const words = open(
    (values) =>
      values.every((value) => /\p{L}{3}/u.test(value) && !/\d[.,]\d{2}$/.test(value)) &&
      values.some((value) => /\p{Ll}{3}/u.test(value)),
  );
  // Codes of digit groups or capitals and digits ("8207 60 10", "DE-4471"), no amounts, dates or positions.
  const codes = open(
    (values) =>
      values.every((value) => CODE.test(value) && !/[.,]\d{2}$/.test(value) && !DATE.test(value)) && !countsUp(values),
  );
  const typed = [...named];
  const pairs: [number[], TSchemaProperty[], boolean][] = [
    [dates, free((property) => property.type === 'string' && property.format === 'date'), true],
    [numbers, free((property) => property.type === 'number'), false],
    [words, free(takesWords), false],
    [codes, free((property) => takesCode(property)), false],
  ];
  for (const [columns, fields, firstOfMany] of pairs) {
    const [column] = columns;
    if (column !== undefined && fields.length === 1 && (columns.length === 1 || firstOfMany)) {
      typed[column] = fields[0] ?? null;
    }
  }
  // Whole numbers too ("41207" under "Last read"), not positions.
  const counts = open((values) => values.every((value) => NUMBER.test(value)) && !countsUp(values));
  // A quantity, a unit price and an amount are placed by their arithmetic (arithmetic-columns.ts), never by order.
  const roles = itemRoles(properties);
  const arithmetic = (property: TSchemaProperty) =>
    ['quantity', 'unitPrice', 'lineTotal'].includes(roles.get(property) ?? '');
  return pairedInOrder(typed, properties, [
    [dates, (property) => property.type === 'string' && property.format === 'date'],
    [counts, (property) => property.type === 'number' && !arithmetic(property)],
    [words, takesWords],
  ]);
}

/**
 * Several columns of one kind that no label names and as many free fields of that kind: paired in the order both
 * are written ("Vendor | Type" for `merchant`, `category`; "Last read | This read" for `previous_reading`,
 * `current_reading`), as a user lists an item's fields in the order the document's columns stand. Only when every
 * new pair keeps that order against the columns a label named, so a schema written in another order is left alone.
 */
function pairedInOrder(
  typed: TColumns,
  properties: TSchemaProperty[],
  kinds: [number[], (property: TSchemaProperty) => boolean][],
): TColumns {
  const paired = [...typed];
  const named = typed.flatMap((property, column) => (property ? [{ column, at: properties.indexOf(property) }] : []));
  for (const [candidates, wanted] of kinds) {
    const columns = candidates.filter((column) => paired[column] === null);
    const fields = properties.filter((property) => wanted(property) && !paired.includes(property));
    const keepsOrder = columns.every((column, index) =>
      named.every(
        (other) =>
          Math.sign(column - other.column) === Math.sign(properties.indexOf(fields[index] as never) - other.at),
      ),
    );
    // One column alone is not paired by order, even between two named columns whose fields stand around its field:
    // that cost a sealed set two right values (session 17).
    if (columns.length >= 2 && columns.length === fields.length && keepsOrder) {
      columns.forEach((column, index) => {
        paired[column] = fields[index] ?? null;
      });
    }
  }
  return paired;
}
