import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import type { TLine } from './lines.ts';

// An extra under an item, indented and opened by a plus sign ("1x Pizza Diavolo   10,50 €" over "   + extra
// Jalapeños   1,00 €", "+ Pfand 0,25"): it adds to the item above, it is no item of its own. A row opened by a plus
// sign after a row that is not is such an extra; a list whose every row opens so keeps them all.
const PLUS = /^\s*\+\s/;

type TRow = { line: TLine; values: Map<TSchemaProperty, TLeafValue> };

const startOf = (line: TLine) => line.cells[0]?.start ?? line.text.length - line.text.trimStart().length;

/** The rows without the extras indented under an item with a plus sign before their text. */
export function withoutAddOns<T extends TRow>(rows: T[]): T[] {
  const texts = (row: T) => [...row.values.values()].filter((value): value is string => typeof value === 'string');
  const plus = (row: T) => PLUS.test(row.line.text) || texts(row).some((text) => PLUS.test(` ${text}`));
  const kept: T[] = [];
  for (const row of rows) {
    const above = kept.at(-1);
    if (above && plus(row) && !plus(above) && startOf(row.line) > startOf(above.line)) {
      continue;
    }
    kept.push(row);
  }
  return kept;
}
