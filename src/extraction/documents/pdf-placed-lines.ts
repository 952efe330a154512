// How a page placed by invoicing and letter software reads (session 17): its body's font size, small labels above
// larger values counted in the values' size, empty space between blocks read as a blank line.

/** A cell of a laid-out line; `unit` is the font size its column is counted in. */
type TBoxCell = { x: number; end: number; em: number; unit: number };

// Text at least this many times the body's size, and at least this size in points, is a heading (small print and
// boxes' labels may outnumber the body's characters).
export const HEADING_EM = 1.2;
export const HEADING_PT = 12;

/** The font size most of the page's characters are set in. */
export function bodyEm(lines: { em: number; text: string }[][]): number {
  const characters = new Map<number, number>();
  for (const cells of lines) {
    for (const cell of cells) {
      characters.set(cell.em, (characters.get(cell.em) ?? 0) + cell.text.length);
    }
  }
  let best = { em: 10, count: -1 };
  for (const [em, count] of characters) {
    if (count > best.count || (count === best.count && em < best.em)) {
      best = { em, count };
    }
  }
  return best.em;
}

// A line of labels and the line of values under (or over) it are this many of the larger font's sizes apart at most;
// a cell aligns with another when their left or right edges are this close (points).
const BOX_DROP_EM = 2.5;
const ALIGN_PT = 1;
// Each cell is checked against each of the other line's: only lines of a page's width of boxes are (a hostile
// pair of lines of 80,000 cells each asked for billions of checks).
const MAX_BOXES = 64;

/**
 * Small labels above larger values, side by side (the boxes of an invoice's header: "DATE  INVOICE #" in 7 pt over
 * "4/14/2026  10487" in 10 pt): each label stands at its value's x, but counted in its own smaller size it would
 * land characters right of it. Two cells or more of a line aligned (left or right edge) with cells of the
 * adjacent line in a larger font is counted in that line's size (the aligned cells: other text may stand left of
 * the boxes on the labels' line): labels and values share columns, as on paper.
 */
export function countLabelsInValueSize(lines: TBoxCell[][], baselines: number[]) {
  const alignedIn = (cells: TBoxCell[], other: TBoxCell[], em: number) =>
    cells.filter(
      (cell) =>
        cell.em < em &&
        other.some((one) => Math.abs(one.x - cell.x) <= ALIGN_PT || Math.abs(one.end - cell.end) <= ALIGN_PT),
    );
  for (const [index, cells] of lines.entries()) {
    for (const near of [index - 1, index + 1]) {
      const other = lines[near] ?? [];
      const otherEm = other[0]?.em ?? 0;
      const apart = Math.abs((baselines[near] ?? 0) - (baselines[index] ?? 0));
      const few = cells.length <= MAX_BOXES && other.length <= MAX_BOXES;
      if (few && apart <= BOX_DROP_EM * otherEm && other.every((cell) => cell.em === otherEm)) {
        // Two boxes or more: the labels' line may hold other text too (a phone number left of the boxes).
        const aligned = alignedIn(cells, other, otherEm);
        if (aligned.length < 2) {
          continue;
        }
        for (const cell of aligned) {
          cell.unit = otherEm;
        }
        break;
      }
    }
  }
}

// Baselines this many font sizes apart (or more) have empty space between them: a blank line, as a text file or a
// DOCX shows it (lines are ~1.2-1.6 sizes apart; one left empty makes ~3).
const BLANK_EM = 2.4;

/** A paragraph's or block's end: the gap to the next line is wider than a line's. */
export function blankBefore(above: { y: number; em: number }[], below: { y: number; em: number }[]): boolean {
  let em = 0;
  for (const run of [above[0], below[0]]) {
    em = Math.max(em, run?.em ?? 0);
  }
  return (above[0]?.y ?? 0) - (below[0]?.y ?? 0) >= BLANK_EM * em;
}
