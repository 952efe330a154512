import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { parseNumber } from './parse-number.ts';
import type { TColumns, TTableRow } from './table-rows.ts';

// "9,80/100 St", "12.50 / 1000": a price for a number of units, a unit's word after it.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const PER_UNITS = /^\s*(\d[\d.,']*)\s*\/\s*(\d{1,5})\s*(?:\p{L}{1,6}\.?\s*)?$/u;
const CENT = 0.005;

/**
 * A price written for a number of units ("9,80/100 St"): the price goes to its column's field, the number of
 * units to the item's one number field no column holds (a price unit). When the row states its quantity and its
 * amount, they must agree with it (2000 × 9,80 / 100 = 196,00).
 */
export function withPriceUnits(rows: TTableRow[], columns: TColumns, properties: TSchemaProperty[]): TTableRow[] {
  const numbers = properties.filter((property) => property.type === 'number');
  const free = numbers.filter((property) => !columns.includes(property));
  const roles = itemRoles(properties);
  const [quantity, amount] = [withRole(roles, 'quantity'), withRole(roles, 'lineTotal')];
  for (const row of rows) {
    for (const property of [...row.missing]) {
      const per = property.type === 'number' ? PER_UNITS.exec(row.texts?.get(property) ?? '') : null;
      const [price, units] = [parseNumber(per?.[1] ?? ''), Number(per?.[2])];
      if (price === null || !units) {
        continue;
      }
      const [count, total] = [row.values.get(quantity as TSchemaProperty), row.values.get(amount as TSchemaProperty)];
      if (typeof count === 'number' && typeof total === 'number' && Math.abs((count * price) / units - total) > CENT) {
        continue;
      }
      row.values.set(property, price);
      row.missing = row.missing.filter((other) => other !== property);
      const [unitField] = free;
      if (free.length === 1 && unitField && !row.values.has(unitField)) {
        row.values.set(unitField, units);
      }
    }
  }
  return rows;
}
