import type { TCell, TLine } from './lines.ts';

/**
 * The cells of a row that left some cells empty ("1000   Gehalt                 3.450,00" under a header of
 * five columns), each put under the header cell it stands under: the column whose span (from its header's
 * start to the next header's start) it overlaps most, so right-aligned numbers count too. Null when two
 * cells fall under one column or a cell reaches well into a second column's span (cells run together).
 */
export function alignedCells(line: TLine, header: TLine, count: number): (TCell | undefined)[] | null {
  if (header.cells.length !== count || line.cells.length < 2 || line.cells.length >= count) {
    return null;
  }
  const spans = header.cells.map((cell, index) => ({
    start: index === 0 ? 0 : cell.start - 1,
    end: (header.cells[index + 1]?.start ?? Number.POSITIVE_INFINITY) - 1,
  }));
  const overlap = (cell: TCell, span: { start: number; end: number }) =>
    Math.max(0, Math.min(cell.end, span.end) - Math.max(cell.start, span.start));
  const aligned: (TCell | undefined)[] = Array.from({ length: count }, () => undefined);
  let previous = -1;
  for (const cell of line.cells) {
    const overlaps = spans.map((span) => overlap(cell, span));
    const best = overlaps.indexOf(Math.max(...overlaps));
    // Right-aligned numbers stick out into the column before; a cell half in another column ran together with it.
    const others = overlaps.filter((value, index) => index !== best && value * 2 >= cell.end - cell.start);
    if (best <= previous || overlaps[best] === 0 || others.length > 0) {
      return null;
    }
    aligned[best] = cell;
    previous = best;
  }
  return aligned;
}
