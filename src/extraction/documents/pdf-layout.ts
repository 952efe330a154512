// Lays out the text runs of one PDF page as lines by their position on the page, not by the order the content
// stream draws them: a generator may draw all labels of a form before all values, or a two-column header block
// column by column; read in drawing order, a label lands lines away from its value. Runs sharing a baseline
// form one line (left to right), lines go top to bottom, as on paper; wide gaps and overlaps become cell breaks.

export type TTextItem = { str: string; transform: number[]; width: number; hasEOL: boolean };

// Columns in a table are set apart by at least this many font sizes. Word gaps are ~0.28 em.
const COLUMN_GAP_EM = 1;
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

/**
 * One line's text, built as parts (appending to one string and testing its end made a line of n runs cost
 * n² character copies: 40,000 runs on one baseline took 14 s, the event loop blocked, the read's time limit
 * unable to fire).
 */
function renderLine(line: TRun[], left: number): string {
  const parts: string[] = [];
  let length = 0;
  const append = (part: string) => {
    parts.push(part);
    length += part.length;
  };
  const endsInSpace = () => /\s$/.test(parts[parts.length - 1] ?? '');
  const trimEnd = () => {
    while (parts.length > 0) {
      const last = parts.pop() as string;
      const trimmed = last.trimEnd();
      length -= last.length - trimmed.length;
      if (trimmed !== '') {
        parts.push(trimmed);
        return;
      }
    }
  };
  let previous: TRun | null = null;
  for (const run of line) {
    // Where the run starts in characters from the page's left text edge: cells of one column start at about the
    // same character on every line, so a header's second line or an indented detail line stays under its column.
    const column = Math.min(MAX_COLUMN, Math.round((run.x - left) / (CHARACTER_EM * run.em)));
    if (!previous) {
      if (run.x - left >= INDENT_EM * run.em) {
        append(' '.repeat(column));
      }
    } else {
      const gap = run.x - previous.end;
      // Measured in the larger of the two fonts: a small superscript after a word is no column.
      const em = Math.max(run.em, previous.em);
      if (gap > COLUMN_GAP_EM * em || gap < -OVERLAP_EM * em) {
        trimEnd();
        append(' '.repeat(Math.max(CELL_SEPARATOR.length, column - length)));
      } else if (gap >= WORD_GAP_EM * em && !endsInSpace() && !/^\s/.test(run.text)) {
        append(' ');
      }
    }
    append(run.text);
    previous = run;
  }
  trimEnd();
  return parts.join('');
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
  const lines = linesOf(upright).map((line) => renderLine(line, left));
  return [...lines, ...rotated].join('\n').trim();
}
