import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { fillsLabelledPairs, namedBy } from './sub-line-fields.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';

// A labelled code on a line of its own under an item read without a table's header ("    Art.-Nr. 4471920" under
// "1 x Akku-Bohrschrauber   129,99 EUR", "SKU: LDC-D-SG" in an order mail's block): the label, then one token
// holding a digit or written in capitals ("LDC-D-SG"). The label is at most 30 characters without a digit or colon and
// the line is at most 80 characters (checked before), so neither part can run long.
const COLON_CODE = /^([^:\d]{2,30}):\s*([\p{L}\d][\p{L}\d\-./#]{0,29})$/u;
const SPACED_CODE = /^(\p{L}[\p{L}.\- ]{1,20}?)\s+((?=[^\s]*\d)[\p{L}\d][\p{L}\d\-./#]{0,29})$/u;
const CODE_SHAPE = /\d|^[\p{Lu}\d]+(?:[-./][\p{Lu}\d]+)+$/u;
const MAX_LINE = 80;
// The lines under the last item that may still be its own (a sum or a blank line ends them sooner).
const AFTER_LAST = 3;

/** The item's free text field a sub-line's label names, filled with the code after it; true when it was. */
function fillsCode(text: string, row: TTableRow, properties: TSchemaProperty[], dayFirst: boolean): boolean {
  const free = properties.filter(
    (property) => property.type === 'string' && !property.format && !row.values.has(property),
  );
  if (free.length === 0 || text.length > MAX_LINE) {
    return false;
  }
  if (fillsLabelledPairs(text, row, [], free, dayFirst)) {
    return true;
  }
  const labelled = COLON_CODE.exec(text) ?? SPACED_CODE.exec(text);
  const [, label, written] = labelled ?? [];
  if (!label || !written || !CODE_SHAPE.test(written)) {
    return false;
  }
  const property = namedBy(label, free);
  const value = property ? coerceValue(property, written, dayFirst) : null;
  if (!property || value === null) {
    return false;
  }
  row.values.set(property, value);
  row.missing = row.missing.filter((missing) => missing !== property);
  return true;
}

/**
 * Items read without a header (a shop's mail, a receipt, bullet lines) with a labelled code on a line beneath
 * ("Art.-Nr. 4471920", "SKU: LDC-D-SG", "Serial no. X41-7"): the line belongs to the item above it, and its label
 * names a text field of the item no value fills yet. Only the lines between one item's line and the next item's,
 * and a few under the last item before a blank or a sum, are read.
 */
export function withItemSubLines(
  rows: TTableRow[],
  lines: TLine[],
  properties: TSchemaProperty[],
  dayFirst: boolean,
): TTableRow[] {
  const at = new Map(lines.map((line, index) => [line, index]));
  rows.forEach((row, index) => {
    const from = at.get(row.line);
    const next = rows[index + 1];
    const until = next ? at.get(next.line) : undefined;
    if (from === undefined || (next && (until === undefined || until <= from))) {
      return;
    }
    const end = until ?? Math.min(lines.length, from + 1 + AFTER_LAST);
    for (let line = from + 1; line < end; line++) {
      const sub = lines[line] as TLine;
      if (until === undefined && (isBlank(sub) || isSummaryRow(sub))) {
        break;
      }
      if (sub.cells.length === 1) {
        fillsCode(sub.text.trim(), row, properties, dayFirst);
      }
    }
  });
  return rows;
}
