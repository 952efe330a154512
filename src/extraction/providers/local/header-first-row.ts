import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { cellText } from './header-texts.ts';
import type { TLine } from './lines.ts';

type TColumns = (TSchemaProperty | null)[];

// A cell of units or a bracket only ("(kg)", "EUR", "Stk."): a header's second line, never an item's cell.
const UNIT_CELL = /^(?:\(.*\)|\[.*\]|[\p{L}€$£%./]{1,5})$/u;

/**
 * The line under a header is the table's first row, not the header's words going on, when it adds no field to the
 * header (`double` names what `single` does, column by column), fills every column of the header with words of
 * its own (no unit or bracket alone) and the line under it has the same cells again: rows repeat, a header does not.
 */
export function firstRowOf(lines: TLine[], index: number, single: TColumns, double: TColumns): boolean {
  const [header, first, second] = [lines[index], lines[index + 1], lines[index + 2]];
  const cells = header?.cells.length ?? 0;
  return (
    single.length === double.length &&
    single.every((property, at) => property === double[at]) &&
    first?.cells.length === cells &&
    second?.cells.length === cells &&
    first.cells.every((cell) => !UNIT_CELL.test(cellText(first, cell).trim()))
  );
}
