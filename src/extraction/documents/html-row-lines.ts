// A row of div or span cells one of which breaks its line (an item's name over its option in small print: "Fresh
// Spring Rolls<br><small>Peanut sauce</small>", a plan over "Qty 6"). As a block the whole row ran together: the
// quantity, the name and, after the break, the option and the price on one line ("Peanut sauce $8.50"), so the price
// stood beside the wrong text. Here the row is written as a table row: each cell's first line on the row's line, in
// the columns of its sibling rows, and what follows a break on the lines below, in its own column.
import type { DomNode, FormatCallback } from 'html-to-text';

type TBuilder = Parameters<FormatCallback>[2];
type TWalk = Parameters<FormatCallback>[1];
type TTableCell = { text: string };

/** The lines of one row of cells, each cell padded to its column's width and apart by `gap`. */
export function rowLines(cells: string[][], widths: number[], gap: string): string[] {
  const height = Math.max(0, ...cells.map((lines) => lines.length));
  const columnWidths = cells.map((lines, index) => Math.max(widths[index] ?? 0, ...lines.map((line) => line.length)));
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    let line = '';
    let pending = 0;
    cells.forEach((cellLines, index) => {
      const text = cellLines[row] ?? '';
      if (text !== '') {
        line += ' '.repeat(pending) + text;
        pending = 0;
      }
      pending += (columnWidths[index] ?? 0) - text.length + gap.length;
    });
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Writes the cells as one table row of several lines, lined up with the sibling rows' `widths`. */
export function writeRowOfLines(
  cells: { node: DomNode }[],
  widths: number[],
  walk: TWalk,
  builder: TBuilder,
  gap: string,
): void {
  builder.openTable();
  builder.openTableRow();
  for (const cell of cells) {
    builder.openTableCell({ maxColumnWidth: Number.MAX_SAFE_INTEGER });
    walk(cell.node.children, builder);
    builder.closeTableCell();
  }
  builder.closeTableRow();
  builder.closeTable({
    tableToString: (rows: TTableCell[][]) =>
      rowLines(
        (rows[0] ?? []).map((cell) => cell.text.split('\n').map((line) => line.trim())),
        widths,
        gap,
      ).join('\n'),
    leadingLineBreaks: 1,
    trailingLineBreaks: 1,
  });
}
