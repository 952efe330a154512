import type { TSchemaProperty } from '../../schema/output-schema.ts';
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
    partial(previous) &&
    partial(row) &&
    fields.every((property) => !previous.values.has(property) || isText(property)) &&
    fields.some((property) => !previous.values.has(property) && property.type === 'number');
  if (fits) {
    // Text under text goes on it, or fills the item's one text field no column holds while that is empty.
    for (const [property, value] of row.values) {
      const before = previous.values.get(property);
      if (before !== undefined && isText(property) && spare && !previous.values.has(spare)) {
        previous.values.set(spare, value);
      } else {
        previous.values.set(property, before !== undefined && isText(property) ? `${before} ${value}` : value);
      }
    }
  }
  return fits;
}

/** The row with a text line above it put before its text. */
export function withPrefix(row: TTableRow, prefix: string, columns: TColumns): TTableRow {
  const text = columns.find((property) => property?.type === 'string' && !property.format && row.values.has(property));
  if (text) {
    row.values.set(text, `${prefix} ${row.values.get(text)}`);
  }
  return row;
}
