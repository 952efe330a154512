import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';

// One number in a cell, words or a unit around it ("1 Prozent", "ca. 2.150 Euro", "€ 12,50").
const NUMBER = /(?<![\d.,])-?\d{1,3}(?:[.,']\d{3})*(?:[.,]\d+)?(?![\d.,]*\d)/g;

/** The cell's one number, or null when it holds none or several (or a date). */
function numberIn(text: string): number | null {
  const found = [...text.matchAll(NUMBER)];
  return found.length === 1 && found[0] && !/\d[./-]\d{1,2}[./-]\d/.test(text) ? parseNumber(found[0][0]) : null;
}

/**
 * Items of numbers only without a header naming them ("1 Prozent | ca. 2.150 Euro" under a sentence): the first
 * run of two or more lines whose cells each hold one number, as many cells as the item has (number) fields,
 * taken in the schema's order.
 */
export function numberRows(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  if (properties.length < 2 || properties.some((property) => property.type !== 'number')) {
    return [];
  }
  const rowOf = (line: TLine | undefined): TTableRow | null => {
    if (!line || line.cells.length !== properties.length) {
      return null;
    }
    const numbers = line.cells.map((cell) => numberIn(line.text.slice(cell.start, cell.end)));
    if (numbers.some((value) => value === null)) {
      return null;
    }
    const values = new Map<TSchemaProperty, TLeafValue>(
      properties.map((property, index) => [property, numbers[index] ?? 0]),
    );
    return { line, values, missing: [] };
  };
  for (let index = 0; index < lines.length - 1; index++) {
    const rows: TTableRow[] = [];
    for (let row = rowOf(lines[index]); row; row = rowOf(lines[index + rows.length])) {
      rows.push(row);
    }
    if (rows.length >= 2) {
      return rows;
    }
  }
  return [];
}
