import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import type { TLine } from './lines.ts';

// A ruling drawn under a table's items ("------") and under it lines of a label and one sum ("Warenwert 121,45",
// "Pfand 46,74"): the items' totals, no items, though no word of theirs says "total". Told by the ruling and by the
// rows' fill: each item above holds three values or more, each line below only its label and its amount.
const RULING = /^[\s\-=_]{5,}$/;

type TRow = { line: TLine; values: Map<TSchemaProperty, TLeafValue> };

/** The rows without a closing run of label-and-amount lines set under a ruling. */
export function withoutRuledTotals<T extends TRow>(rows: T[], lines: TLine[]): T[] {
  const at = (row: T) => lines.indexOf(row.line);
  for (let cut = 1; cut < rows.length; cut++) {
    const [above, below] = [rows[cut - 1] as T, rows[cut] as T];
    const [from, to] = [at(above), at(below)];
    const ruled = from >= 0 && to > from && lines.slice(from + 1, to).some((line) => RULING.test(line.text));
    if (
      ruled &&
      rows.slice(0, cut).every((row) => row.values.size >= 3) &&
      rows.slice(cut).every((row) => row.values.size <= 2)
    ) {
      return rows.slice(0, cut);
    }
  }
  return rows;
}
