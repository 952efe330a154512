import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TCell, TLine } from './lines.ts';
import { headerColumns, type headerLeaves, type THeader } from './table-header.ts';

/**
 * Two tables side by side ("Earnings | Amount | Deductions | Amount"): a header cell after the first names the
 * array; its table is the columns from there on, that cell heading the item's text.
 */
export function sideBySide(
  line: TLine,
  header: THeader | null,
  leaves: ReturnType<typeof headerLeaves>,
  text: TSchemaProperty | undefined,
  namesArray: (line: TLine, cell: TCell | undefined) => boolean,
): THeader | null {
  const from = line.cells.findIndex((cell, index) => index > 0 && namesArray(line, cell));
  if (!text || from <= 0 || (header && header.lines !== 1)) {
    return null;
  }
  const rest = headerColumns(
    line.cells.slice(from).map((cell) => line.text.slice(cell.start, cell.end)),
    leaves,
  );
  // Every field named before that cell must be named again after it ("Amount" twice): a field named only
  // before ("Datum" left of "Leistungen") is of the same table.
  const before = header?.columns.slice(0, from) ?? [];
  if (rest[0] !== null || rest.includes(text) || before.some((field) => field !== null && !rest.includes(field))) {
    return null;
  }
  const columns = [...line.cells.slice(0, from).map(() => null), text, ...rest.slice(1)];
  return { columns, named: columns.filter(Boolean).length, lines: 1 };
}
