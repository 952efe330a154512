import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';

// What a table's rows show of how well they were read, for their values' confidence (item-confidence.ts): the
// arithmetic a line item carries (quantity × unit price = amount; the amounts adding up to a sum printed under
// the rows) and the fields the other rows fill that this one left empty. One value read for two fields of a row was
// measured too (bench/extraction/item-evidence-data.ts) and left out: such values were all right on the development
// sets.

/** A row's own arithmetic: quantity × unit price = amount holds, fails, or cannot be checked. */
export type TRowSum = 'adds' | 'fails' | 'none';
/** The amounts of all rows: their sum printed below the rows (a subtotal, a total), not printed, or no amounts. */
export type TTableSum = 'printed' | 'absent' | 'none';

export type TRowEvidence = {
  row: TRowSum;
  table: TTableSum;
  /** Fields the other rows fill that this row left empty. */
  gaps: number;
};

// Cents: a printed amount is rounded to them; a unit price with more places still makes its line amount within one.
const CENT = 0.011;
// Lines under the last row where a printed sum of the items stands (subtotal, tax, total, carried sums).
const SUM_LINES = 12;

const numberOf = (row: TTableRow, field: TSchemaProperty | undefined) => {
  const value = field ? row.values.get(field) : undefined;
  return typeof value === 'number' ? value : undefined;
};

function rowSum(row: TTableRow, fields: (TSchemaProperty | undefined)[]): TRowSum {
  const [count, price, amount] = fields.map((field) => numberOf(row, field));
  if (count === undefined || price === undefined || amount === undefined) {
    return 'none';
  }
  // A discount or a price per 100 units makes a row fail its arithmetic though read right; so does a misread digit.
  return Math.abs(count * price - amount) <= CENT + Math.abs(amount) * 1e-4 ? 'adds' : 'fails';
}

/** The numbers written in a line, each cell's first one. */
function numbersIn(line: TLine): number[] {
  return line.cells.flatMap((cell) => {
    const number = parseNumber(line.text.slice(cell.start, cell.end));
    return number === null ? [] : [number];
  });
}

function tableSum(rows: TTableRow[], amount: TSchemaProperty | undefined, lines: TLine[]): TTableSum {
  const amounts = rows.map((row) => numberOf(row, amount));
  if (!amount || rows.length < 2 || amounts.some((value) => value === undefined)) {
    return 'none';
  }
  const sum = amounts.reduce<number>((total, value) => total + (value ?? 0), 0);
  // A row's line may be a copy of the document's (a cell re-cut): found by its text then.
  const indexOf = (line: TLine) =>
    lines.includes(line)
      ? lines.indexOf(line)
      : lines.findIndex((other) => other.text === line.text && other.page === line.page);
  const last = rows.reduce((at, row) => Math.max(at, indexOf(row.line)), -1);
  if (last < 0) {
    return 'none';
  }
  const below = lines.slice(last + 1, last + 1 + SUM_LINES);
  return below.some((line) => numbersIn(line).some((number) => Math.abs(Math.abs(number) - Math.abs(sum)) <= CENT))
    ? 'printed'
    : 'absent';
}

/** Each row's evidence, in the rows' order; `lines` are the document's (the rows' lines among them). */
export function itemEvidence(rows: TTableRow[], properties: TSchemaProperty[], lines: TLine[]): TRowEvidence[] {
  const roles = itemRoles(properties);
  const fields = (['quantity', 'unitPrice', 'lineTotal'] as const).map((role) => withRole(roles, role));
  const table = tableSum(rows, fields[2], lines);
  const filledSomewhere = properties.filter((property) => rows.some((row) => row.values.has(property)));
  return rows.map((row) => ({
    row: rowSum(row, fields),
    table,
    gaps: filledSomewhere.filter((property) => !row.values.has(property)).length,
  }));
}
