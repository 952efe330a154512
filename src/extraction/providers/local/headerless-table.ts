import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { splitCells } from './cell-alignment.ts';
import type { TCell, TLine } from './lines.ts';
import { readRows, type TTableRow } from './table-rows.ts';
import { withoutTaxRates } from './tax-column.ts';

// A date ("12.03.2026") is not an amount; a cell ending in a colon is a label ("Invoice date:").
const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
export const cellIsNumber = (line: TLine, cell: TCell) => {
  const text = line.text.slice(cell.start, cell.end);
  return /^[-+(]?[\d.,'’\s]*\d[\d.,'’\s]*\)?\s*(?:[€$£%]|EUR|USD|CHF|GBP)?$/.test(text) && !DATE.test(text);
};
const cellIsLabel = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end).endsWith(':');

/**
 * Item rows without a header row: at least two consecutive lines of the same shape, one text column and
 * as many number columns as the item has number fields, which are taken in the schema's order.
 */
export function headerlessTable(
  lines: TLine[],
  properties: TSchemaProperty[],
  dayFirst: boolean,
): { rows: TTableRow[] } | null {
  const text = properties.filter((property) => property.type === 'string');
  const numbers = properties.filter((property) => property.type === 'number');
  if (text.length === 0 || numbers.length === 0) {
    return null;
  }
  const shapeOf = (line: TLine) =>
    line.cells.map((cell) => (cellIsNumber(line, cell) ? 'n' : cellIsLabel(line, cell) ? 'l' : 't')).join('');
  const wanted = (shape: string) =>
    shape.split('n').length - 1 === numbers.length && shape.includes('t') && !shape.includes('l');
  // A row whose gap before a number text recognition lost ("WOOD SCREWS 8X1.25 1   7.49") has the shape
  // once its text and number are parted.
  const partedShape = (line: TLine, count: number) =>
    line.cells.length < count ? shapeOf({ ...line, cells: splitCells(line, count) }) : shapeOf(line);
  for (let found = 0; found < lines.length - 1; found++) {
    const shape = shapeOf(lines[found] as TLine);
    if (!wanted(shape) || shapeOf(lines[found + 1] as TLine) !== shape) {
      continue;
    }
    let start = found;
    while (start > 0 && partedShape(lines[start - 1] as TLine, shape.length) === shape) {
      start--;
    }
    // The one text column is the first string field; other string fields stay unset.
    const columns: (TSchemaProperty | null)[] = [];
    let number = 0;
    let textUsed = false;
    for (const kind of shape) {
      if (kind === 'n') {
        columns.push(numbers[number++] ?? null);
      } else {
        columns.push(textUsed ? null : (text[0] ?? null));
        textUsed = true;
      }
    }
    const rows = readRows(lines, start, columns, properties, undefined, dayFirst).rows.filter(
      (row) => partedShape(row.line, shape.length) === shape,
    );
    return rows.length >= 2 ? { rows: withoutTaxRates(rows, lines, properties) } : null;
  }
  return null;
}
