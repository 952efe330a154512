import type { TLine } from './lines.ts';

/** A stretch of a line's text: from `start` up to (not including) `end`. */
export type TSpan = { start: number; end: number };

/**
 * A header cell's column: from its start to the next header cell's start (the first column from the line's
 * start, the last to the line's end), each one character further left, so right-aligned numbers that stick out
 * to the left count too. The columns follow each other without a gap.
 */
export function columnSpan(header: TLine, index: number): TSpan {
  return {
    start: index === 0 ? 0 : (header.cells[index]?.start ?? 0) - 1,
    end: (header.cells[index + 1]?.start ?? Number.POSITIVE_INFINITY) - 1,
  };
}

/** How many characters a cell and a span share (0 when apart). */
export const overlapOf = (cell: TSpan, span: TSpan) =>
  Math.max(0, Math.min(cell.end, span.end) - Math.max(cell.start, span.start));

/**
 * The header columns each cell of a row overlaps (their indices, left to right), for the row's cells asked for
 * left to right: a window moving along the row. The columns follow each other, so a cell overlaps only those
 * from the first that ends after its start to the last that starts before its end, and every column outside
 * overlaps it by 0. The window's first column only moves right; it is found by halving the columns still ahead
 * (a row of a few cells far apart skips the columns between them), so a row costs its cells and the columns they
 * cover, never every cell against every header cell (quadratic on a header or a row of very many cells). A cell
 * asked for out of order starts the search from the row's start again. Nothing of the header is copied: a row
 * under a header of 240,000 cells costs what its own cells cover.
 */
export function spansOverlapped(header: TLine): (cell: TSpan) => number[] {
  const count = header.cells.length;
  let first = 0;
  let before = Number.NEGATIVE_INFINITY;
  return (cell) => {
    let low = cell.start < before ? 0 : first;
    let high = Math.max(0, count - 1);
    while (low < high) {
      const middle = (low + high) >> 1;
      if (columnSpan(header, middle).end <= cell.start) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    first = low;
    before = cell.start;
    const window: number[] = [];
    for (let index = first; index < count && columnSpan(header, index).start < cell.end; index += 1) {
      window.push(index);
    }
    return window;
  };
}
