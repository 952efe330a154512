import type { TCell, TLine } from './lines.ts';

// A mark set in a column of its own beside a value that leaves its range: a lab report's "+", "H", "L", "↑", "*"
// ("Glucose  108  +  mg/dl  70 - 99"). Its column's header is often empty, so it names no field and the rows
// without a mark have one cell less than the rows with one.
const FLAG = /^(?:[+\-*!]{1,3}|[HLN]{1,2}|[↑↓▲▼]|hoch|tief|niedrig|high|low)$/u;

/**
 * A row with one cell more than the table has columns, one of them (not the first) a lone flag mark: the row
 * without that cell. Other rows stay as they are; the mark itself fills no field (row-flags.ts reads marks that
 * stick to a value).
 */
export function withoutFlagCell(line: TLine, columns: number): TLine {
  if (line.cells.length !== columns + 1) {
    return line;
  }
  const flags = line.cells.flatMap((cell: TCell, index) =>
    index > 0 && FLAG.test(line.text.slice(cell.start, cell.end)) ? [index] : [],
  );
  if (flags.length !== 1) {
    return line;
  }
  return { ...line, cells: line.cells.filter((_, index) => index !== flags[0]) };
}
