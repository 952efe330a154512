// Lays out the text runs of one PDF page as lines by their position on the page, not by the order the content
// stream draws them: a generator may draw all labels of a form before all values, or a two-column header block
// column by column; read in drawing order, a label lands lines away from its value. Runs sharing a baseline
// form one line (left to right), lines go top to bottom, as on paper; wide gaps and overlaps become cell breaks.

import { blankBefore, bodyEm, countLabelsInValueSize, HEADING_EM, HEADING_PT } from './pdf-placed-lines.ts';

export type TTextItem = { str: string; transform: number[]; width: number; hasEOL: boolean };

// Columns in a table are set apart by at least this many font sizes. Word gaps are ~0.28 em.
const COLUMN_GAP_EM = 1;
// pdf.js keeps glyphs up to 0.6 font sizes apart in one text item (a space between them) and starts a new item past
// that: two items this far apart on a baseline are farther apart than any word space, two columns set a few points
// apart (an address block and the data block beside it, a label right-aligned against its value), a cell break too.
const SPLIT_EM = 0.6;
// ...unless a whole line of runs is set apart alike (this many gaps or more, all narrow, within this share of a font
// size of each other): words of a justified or letter-spaced line drawn one by one, whose gaps are its word spaces.
const SPACED_GAPS = 6;
const SPACED_SPREAD_EM = 0.1;
// Runs whose baselines differ by more than this share of a font size are raised or lowered, not level.
const RAISED_EM = 0.1;
// A run starting this far before the previous one ends was placed on its own (a column squeezed against the
// text before it), not set after it: a cell break too.
const OVERLAP_EM = 0.25;
// Runs this far apart (or more) are separate words even without a space in the text.
const WORD_GAP_EM = 0.15;
// The average width of a character in font sizes, and the indent from which a line keeps its indent.
const CHARACTER_EM = 0.5;
const INDENT_EM = 2;
// Runs whose baselines differ by less than this share of the font size are on one line (superscripts included).
const BASELINE_EM = 0.5;
// The same cell separator the HTML/DOCX table formatting uses, so one table parser fits all.
const CELL_SEPARATOR = '   ';

type TRun = { text: string; x: number; y: number; em: number; end: number };

function runOf(item: TTextItem): TRun {
  const [, , , size = 0, x = 0, y = 0] = item.transform;
  const em = Math.abs(size) || 10;
  return { text: item.str, x, y, em, end: x + item.width };
}

/** Rotated text (a vertical margin note) has no place in the rows; it is kept apart, in drawing order. */
const isRotated = (item: TTextItem) => {
  const [a = 1, b = 0, c = 0] = item.transform;
  return Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(a) * 0.1;
};

/** Runs grouped into lines by baseline, top to bottom, each line left to right. O(n log n). */
function linesOf(runs: TRun[]): TRun[][] {
  const sorted = [...runs].sort((one, other) => other.y - one.y || one.x - other.x);
  const lines: TRun[][] = [];
  let current: TRun[] = [];
  let baseline = Number.NaN;
  for (const run of sorted) {
    const first = current[0];
    if (first && Math.abs(run.y - baseline) <= BASELINE_EM * Math.max(run.em, first.em)) {
      current.push(run);
      continue;
    }
    if (current.length > 0) {
      lines.push(current);
    }
    current = [run];
    baseline = run.y;
  }
  if (current.length > 0) {
    lines.push(current);
  }
  return lines.map((line) => line.sort((one, other) => one.x - other.x));
}

// A run's column is counted from the left text edge up to this many characters: past any page's width (an A4
// line of 6 pt text holds ~200), so only a hostile font size or position (a 0.0001 pt run at the right edge
// asked for millions of spaces per line) reaches it.
const MAX_COLUMN = 400;

/** Whether every gap between a line's runs is narrow (a column's width or less) and all are alike: spaced words. */
function spacedWords(line: TRun[]): boolean {
  if (line.length <= SPACED_GAPS) {
    return false;
  }
  let least = Number.POSITIVE_INFINITY;
  let most = Number.NEGATIVE_INFINITY;
  for (let index = 1; index < line.length; index++) {
    const run = line[index] as TRun;
    const before = line[index - 1] as TRun;
    const em = Math.max(run.em, before.em);
    const gap = (run.x - before.end) / em;
    if (gap <= SPLIT_EM || gap > COLUMN_GAP_EM) {
      return false;
    }
    least = Math.min(least, gap);
    most = Math.max(most, gap);
  }
  return most - least <= SPACED_SPREAD_EM;
}

/** A line's runs grouped into cells: a wide gap or an overlap between two runs starts a new cell. */
function cellsOf(line: TRun[]): TRun[][] {
  const cells: TRun[][] = [];
  const split = spacedWords(line) ? COLUMN_GAP_EM : SPLIT_EM;
  let previous: TRun | null = null;
  for (const run of line) {
    // Measured in the larger of the two fonts: a small superscript after a word is no column.
    const em = previous ? Math.max(run.em, previous.em) : run.em;
    const gap = previous ? run.x - previous.end : 0;
    const last = cells[cells.length - 1];
    // A raised or lowered run (a footnote mark after a word) is no item pdf.js split off for its gap: the column's gap.
    const level = !previous || Math.abs(run.y - previous.y) <= RAISED_EM * em;
    if (!last || gap > (level ? split : COLUMN_GAP_EM) * em || gap < -OVERLAP_EM * em) {
      cells.push([run]);
    } else {
      last.push(run);
    }
    previous = run;
  }
  return cells;
}

/**
 * A cell's text, built as parts (appending to one string and testing its end made a line of n runs cost n²
 * character copies: 40,000 runs on one baseline took 14 s, the event loop blocked, the read's time limit
 * unable to fire).
 */
function cellText(cell: TRun[]): string {
  const parts: string[] = [];
  let previous: TRun | null = null;
  for (const run of cell) {
    const em = previous ? Math.max(run.em, previous.em) : run.em;
    const spaced = /\s$/.test(parts[parts.length - 1] ?? '') || /^\s/.test(run.text);
    if (previous && run.x - previous.end >= WORD_GAP_EM * em && !spaced) {
      parts.push(' ');
    }
    parts.push(run.text);
    previous = run;
  }
  return parts.join('').trim();
}

// `unit`: the font size the cell's column is counted in (its own, or that of the line of values it labels).
type TCellText = { x: number; end: number; em: number; unit: number; text: string };

/**
 * Where a cell starting at x goes in characters from the left text edge: half a font size per character, plus
 * the stretches of the page left of x. A stretch widens the page's text right of where a cell's text ends that
 * is longer in characters than its room on the page (narrow letters in a long description), so the cell after it
 * and every cell right of it on other lines (its column's header, the same column's values) move alike: a value
 * stays under the header it stands under on the page.
 */
function pageColumns(lines: TCellText[][], left: number) {
  const stretches: { at: number; add: number }[] = [];
  let total = 0;
  const column = (x: number, unit: number) => {
    let added = 0;
    for (const stretch of stretches) {
      added += stretch.at < x ? stretch.add : 0;
    }
    return Math.min(MAX_COLUMN, Math.round((x - left) / (CHARACTER_EM * unit)) + added);
  };
  const start = (cell: TCellText, first: boolean) =>
    first && cell.x - left < INDENT_EM * cell.em ? 0 : column(cell.x, cell.unit);
  // Cell after cell, left to right over the page: a stretch only ever widens the room of cells handled before.
  const pairs = lines.flatMap((cells) =>
    cells.slice(1).map((cell, index) => ({ before: cells[index] as TCellText, cell, first: index === 0 })),
  );
  pairs.sort((one, other) => one.cell.x - other.cell.x);
  const starts = [...new Set(lines.flatMap((cells) => cells.map((cell) => cell.x)))].sort((one, other) => one - other);
  for (const { before, cell, first } of pairs) {
    if (total >= MAX_COLUMN || cell.x <= before.end) {
      continue;
    }
    const short = start(before, first) + before.text.length + CELL_SEPARATOR.length - column(cell.x, cell.unit);
    if (short > 0) {
      stretches.push({ at: river(starts, before.end, cell.x), add: short });
      total += short;
    }
  }
  return start;
}

/**
 * Where between a text's end and the next cell's start the page is stretched: the middle of the widest space
 * there in which no cell of the page starts, so a column whose cells start a little apart (right-aligned
 * amounts) moves as a whole and is not torn apart by a stretch between its cells.
 */
function river(starts: number[], from: number, to: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as number) <= from) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  let best = { at: (from + to) / 2, width: 0 };
  let edge = from;
  for (let index = low; index <= starts.length; index++) {
    const next = Math.min(to, starts[index] ?? to);
    if (next - edge > best.width) {
      best = { at: (edge + next) / 2, width: next - edge };
    }
    if (next >= to) {
      break;
    }
    edge = next;
  }
  return best.at;
}

/** One line's text: each cell at its column, at least a cell separator after the cell before it. */
function renderLine(cells: TCellText[], start: (cell: TCellText, first: boolean) => number): string {
  let text = '';
  for (const [index, cell] of cells.entries()) {
    text += ' '.repeat(Math.max(index === 0 ? 0 : CELL_SEPARATOR.length, start(cell, index === 0) - text.length));
    text += cell.text;
  }
  return text.trimEnd();
}

/**
 * Joins pdf.js text items into lines. unpdf's `extractText` joins runs with a single space, which makes table
 * columns indistinguishable from words; a wide gap becomes a cell separator here.
 */
export function layoutPageText(items: TTextItem[]): string {
  const visible = items.filter((item) => item.str.trim() !== '');
  const upright = visible.filter((item) => !isRotated(item)).map(runOf);
  const rotated = visible.filter(isRotated).map((item) => item.str.trim());
  let left = Number.POSITIVE_INFINITY;
  for (const run of upright) {
    left = Math.min(left, run.x);
  }
  const rows = linesOf(upright);
  const cells = rows.map((line) =>
    cellsOf(line)
      .map((cell) => {
        const first = cell[0] as TRun;
        // A loop, not Math.max(...ends): 200,000 runs in one cell overflowed the stack as arguments.
        const end = cell.reduce((most, run) => Math.max(most, run.end), first.end);
        return { x: first.x, end, em: first.em, unit: first.em, text: cellText(cell) };
      })
      .filter((cell) => cell.text !== ''),
  );
  countLabelsInValueSize(
    cells,
    rows.map((line) => (line[0] as TRun).y),
  );
  const start = pageColumns(cells, left);
  const heading = Math.max(HEADING_PT, HEADING_EM * bodyEm(cells));
  // Headings on one baseline (a letterhead at the left, the document's title at the right) are no label and value:
  // each is a line of its own.
  const lines = cells.flatMap((line, index) => [
    ...(index > 0 && blankBefore(rows[index - 1] as TRun[], rows[index] as TRun[]) ? [''] : []),
    ...(line.length > 1 && line.every((cell) => cell.em >= heading)
      ? line.map((cell) => renderLine([cell], start))
      : [renderLine(line, start)]),
  ]);
  return [...lines, ...rotated].join('\n').trim();
}
