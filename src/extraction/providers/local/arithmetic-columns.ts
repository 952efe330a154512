import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TColumns } from './table-rows.ts';

// Linear (cellsplit18): a currency's or sign's blanks stay in its optional group, not `\s*X?\s*`.
const NUMBER = /^\s*[-+]?[$€£]?\s?\d[\d.,'’]*\s*(?:(?:[$€£]|EUR|USD|CHF|GBP)\s*)?$/;

/** Each assignment of `fields` to distinct columns of `open`. */
function assignments(fields: TSchemaProperty[], open: number[]): Map<TSchemaProperty, number>[] {
  const [field, ...rest] = fields;
  if (!field) {
    return [new Map()];
  }
  return open.flatMap((column) =>
    assignments(
      rest,
      open.filter((other) => other !== column),
    ).map((taken) => new Map([[field, column], ...taken])),
  );
}

/**
 * Columns whose header names no field, placed by arithmetic: when the item has a quantity, a unit price and an
 * amount and the header named only some of them, the unnamed number columns that make quantity × unit price =
 * amount in every full row (at least two) take the fields left; a quantity is a whole number where the two
 * factors could swap. Nothing changes unless exactly one placement adds up.
 */
export function withArithmeticColumns(columns: TColumns, properties: TSchemaProperty[], below: TLine[]): TColumns {
  const roles = itemRoles(properties);
  const [quantity, unitPrice, amount] = (['quantity', 'unitPrice', 'lineTotal'] as const).map((role) =>
    withRole(roles, role),
  );
  if (!quantity || !unitPrice || !amount) {
    return columns;
  }
  const missing = [quantity, unitPrice, amount].filter((field) => !columns.includes(field));
  const rows = below.filter((line) => line.cells.length === columns.length).slice(0, 6);
  const number = (line: TLine, column: number) => {
    const cell = line.cells[column];
    const text = cell ? line.text.slice(cell.start, cell.end) : '';
    return NUMBER.test(text) ? parseNumber(text) : null;
  };
  const open = columns.flatMap((field, column) =>
    field === null && rows.every((line) => number(line, column) !== null) ? [column] : [],
  );
  if (missing.length === 0 || rows.length < 2 || open.length < missing.length || open.length > 5) {
    return columns;
  }
  const columnOf = (field: TSchemaProperty, taken: Map<TSchemaProperty, number>) =>
    taken.get(field) ?? columns.indexOf(field);
  const addsUp = (taken: Map<TSchemaProperty, number>) =>
    rows.every((line) => {
      const [count, price, total] = [quantity, unitPrice, amount].map((field) => number(line, columnOf(field, taken)));
      return count != null && price != null && total != null && Math.abs(count * price - total) <= 0.011;
    });
  const whole = (taken: Map<TSchemaProperty, number>) =>
    rows.every((line) => Number.isInteger(number(line, columnOf(quantity, taken))));
  const fitting = assignments(missing, open).filter(addsUp);
  const chosen = fitting.length > 1 ? fitting.filter(whole) : fitting;
  if (chosen.length !== 1 || !chosen[0]) {
    return columns;
  }
  const placed = [...columns];
  for (const [field, column] of chosen[0]) {
    placed[column] = field;
  }
  return placed;
}
