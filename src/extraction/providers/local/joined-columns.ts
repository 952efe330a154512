import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue } from './coerce.ts';
import { cellText } from './header-texts.ts';
import type { TLine } from './lines.ts';
import { headerColumns, type THeaderLeaf } from './table-header.ts';
import type { TColumns, TTableRow } from './table-rows.ts';

// The marks one header cell joins two names by ("Name, Vorname", "Ort/PLZ"), each used once in the cell.
const JOINS = [',', '/'];

/** The cell's two parts around its one join mark, each a few words, or null. */
function twoParts(text: string, join: string): [string, string] | null {
  const parts = text.split(join).map((part) => part.trim());
  const [first, second] = parts;
  return parts.length === 2 && first && second && first.length <= 40 && second.length <= 40 ? [first, second] : null;
}

/**
 * One header cell naming two string fields joined by a comma or slash ("Name, Vorname" over "Albers, Finn"): the
 * column went to one of them; when every row's cell joins two parts by the same mark, each part goes to the field its
 * header part names, in the header's order. Only for a field no other column holds.
 */
export function withJoinedColumns(
  rows: TTableRow[],
  columns: TColumns,
  header: TLine | undefined,
  leaves: THeaderLeaf[],
  dayFirst: boolean,
): TTableRow[] {
  if (!header || header.cells.length !== columns.length || rows.length === 0) {
    return rows;
  }
  columns.forEach((column, index) => {
    const cell = header.cells[index];
    if (column?.type !== 'string' || !cell) {
      return;
    }
    const text = cellText(header, cell);
    for (const join of JOINS) {
      const parts = twoParts(text, join);
      const named = parts ? parts.map((part) => headerColumns([part], leaves)[0] ?? null) : [];
      const other = named.find((property) => property !== column);
      if (!parts || !named.includes(column) || !other || other.type !== 'string' || columns.includes(other)) {
        continue;
      }
      split(rows, column, named as TSchemaProperty[], join, dayFirst);
      return;
    }
  });
  return rows;
}

/** Each row's cell cut at its one join mark, the parts to the fields in order; only if every filled cell has two. */
function split(rows: TTableRow[], column: TSchemaProperty, fields: TSchemaProperty[], join: string, dayFirst: boolean) {
  const cut = rows.map((row) => {
    const value = row.values.get(column);
    return typeof value === 'string' ? twoParts(value, join) : null;
  });
  if (cut.some((parts, index) => parts === null && rows[index]?.values.has(column))) {
    return;
  }
  rows.forEach((row, index) => {
    const parts = cut[index];
    if (!parts) {
      return;
    }
    row.values.delete(column);
    parts.forEach((part, at) => {
      const field = fields[at] as TSchemaProperty;
      const value = coerceValue(field, part, dayFirst);
      if (value !== null) {
        row.values.set(field, value);
      }
    });
  });
}
