import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { withArithmeticColumns } from './arithmetic-columns.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TColumns } from './table-rows.ts';

// Money with cents ("19.00", "1.234,50 €"): what a line's amount is written as.
// Linear (cellsplit18): a currency's or sign's blanks stay in its optional group, not `\s*X?\s*`.
const MONEY = /^\s*[-+]?[$€£]?\s?\d{1,3}(?:[.,'’ ]?\d{3})*[.,]\d{2}\s*(?:(?:[$€£]|EUR|USD|CHF|GBP)\s*)?$/;

/**
 * The number columns of rows without a header whose count differs from the item's number fields
 * ("Widget   2   9.50   19.00" for an item of a text and an amount): quantity, unit price and amount placed where
 * quantity × unit price = amount in every row; the line's amount (or the only number field) otherwise in the last
 * number column when it holds money in every row. Other number columns stay unread.
 */
export function numbersByRole(columns: TColumns, shape: string, properties: TSchemaProperty[], run: TLine[]): TColumns {
  const placed = withArithmeticColumns(columns, properties, run);
  const roles = itemRoles(properties);
  const numbers = properties.filter((property) => property.type === 'number');
  const amount = withRole(roles, 'lineTotal') ?? (numbers.length === 1 ? numbers[0] : undefined);
  const last = shape.lastIndexOf('n');
  const money = run.every((line) => {
    const cell = line.cells[last];
    return cell !== undefined && MONEY.test(line.text.slice(cell.start, cell.end));
  });
  if (!amount || placed.includes(amount) || placed[last] !== null || !money || run.length < 2) {
    return placed;
  }
  const withAmount = [...placed];
  withAmount[last] = amount;
  return withQuantity(withAmount, shape, roles, run);
}

const valueAt = (line: TLine, column: number) => {
  const cell = line.cells[column];
  return cell ? parseNumber(line.text.slice(cell.start, cell.end)) : null;
};

/** Whether two number columns multiply to the last one in every row (a quantity, a unit price, an amount). */
export function productHolds(shape: string, run: TLine[]): boolean {
  const last = shape.lastIndexOf('n');
  const open = [...shape].flatMap((kind, index) => (kind === 'n' && index !== last ? [index] : []));
  return (
    run.length >= 2 &&
    open.some((first) =>
      open.some(
        (second) =>
          second > first &&
          run.every((line) => {
            const [a, b, total] = [valueAt(line, first), valueAt(line, second), valueAt(line, last)];
            return a !== null && b !== null && total !== null && total !== 0 && Math.abs(a * b - total) <= 0.011;
          }),
      ),
    )
  );
}

/** A quantity field without a unit price field: the whole numbers that times another column make the amount. */
function withQuantity(columns: TColumns, shape: string, roles: ReturnType<typeof itemRoles>, run: TLine[]) {
  const quantity = withRole(roles, 'quantity');
  const amount = columns.findIndex((column) => column !== null && column === withRole(roles, 'lineTotal'));
  if (!quantity || columns.includes(quantity) || amount === -1) {
    return columns;
  }
  const open = [...shape].flatMap((kind, index) => (kind === 'n' && columns[index] === null ? [index] : []));
  const counts = open.filter((count) =>
    open.some(
      (price) =>
        price !== count &&
        run.every((line) => {
          const [q, p, total] = [valueAt(line, count), valueAt(line, price), valueAt(line, amount)];
          return q !== null && p !== null && total !== null && Number.isInteger(q) && Math.abs(q * p - total) <= 0.011;
        }),
    ),
  );
  if (counts.length !== 1) {
    return columns;
  }
  const placed = [...columns];
  placed[counts[0] as number] = quantity;
  return placed;
}
