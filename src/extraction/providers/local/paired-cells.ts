// Items set two or more to a line without a header: a school report's "Deutsch | gut | Mathematik | sehr gut", a
// list of "Name | Rolle | Name | Rolle". Each line holds the item's fields once per item, in the same order; read
// left to right, line by line, as the report is read.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';

// Up to three fields an item, two to four items a line: wider lines are a table's own columns.
const MAX_FIELDS = 3;
const MAX_ITEMS = 4;

/** The cell's value for the field, when the cell fits it: a text field takes words, a number field a number. */
function cellValue(property: TSchemaProperty, text: string, dayFirst: boolean): TLeafValue | null {
  if (property.type === 'string' && !property.format && !/\p{L}{2}/u.test(text)) {
    return null;
  }
  if (property.type === 'number' && !/^[\s\d.,+-]+$/.test(text)) {
    return null;
  }
  return coerceValue(property, text, dayFirst);
}

/** The items of one line, or null when its cells are not the fields repeated. */
function lineItems(line: TLine, properties: TSchemaProperty[], dayFirst: boolean): TTableRow[] | null {
  const count = line.cells.length / properties.length;
  if (!Number.isInteger(count) || count < 2 || count > MAX_ITEMS || isSummaryRow(line)) {
    return null;
  }
  const items: TTableRow[] = [];
  for (let item = 0; item < count; item++) {
    const values = new Map<TSchemaProperty, TLeafValue>();
    for (const [field, property] of properties.entries()) {
      const cell = line.cells[item * properties.length + field];
      const value = cell ? cellValue(property, line.text.slice(cell.start, cell.end).trim(), dayFirst) : null;
      if (value === null) {
        return null;
      }
      values.set(property, value);
    }
    items.push({ line, values, missing: [] });
  }
  return items;
}

/** The first run of two or more lines whose cells repeat the item's fields, as items; none when there is none. */
export function pairedCells(lines: TLine[], properties: TSchemaProperty[], dayFirst: boolean): TTableRow[] {
  // Every field is read from each item's cells: only a small item of texts and numbers, the first a text.
  const first = properties[0];
  if (properties.length < 2 || properties.length > MAX_FIELDS || first?.type !== 'string' || first.format) {
    return [];
  }
  for (let start = 0; start < lines.length; start++) {
    const rows: TTableRow[] = [];
    for (let index = start; index < lines.length && !isBlank(lines[index]); index++) {
      const items = lineItems(lines[index] as TLine, properties, dayFirst);
      if (!items) {
        break;
      }
      rows.push(...items);
    }
    if (rows.length > 0 && rows[rows.length - 1]?.line !== rows[0]?.line) {
      return rows;
    }
  }
  return [];
}
