import type { TLine } from './lines.ts';
import { tokenize } from './words.ts';

// A ruling of dash runs apart by single spaces under a fixed-width header ("--- ---------- ------- ----").
const RULER = /^\s*-{2,}(?: {1,2}-{2,})+\s*$/;

/** The column spans of a ruling: one per run of dashes. */
function spansOf(text: string): { start: number; end: number }[] {
  return [...text.matchAll(/-+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * The line's cells cut at the ruling's columns, or null when a word crosses from one column into the next
 * (the line is not laid out under the ruling) or it has no more cells than before.
 */
function cutCells(line: TLine, spans: { start: number; end: number }[]): TLine['cells'] | null {
  const text = line.text;
  for (let index = 1; index < spans.length; index++) {
    const gap = (spans[index] as { start: number }).start - 1;
    if (/\S/.test(text[gap] ?? '') && /\S/.test(text[gap - 1] ?? '') && /\S/.test(text[gap + 1] ?? '')) {
      return null;
    }
  }
  const cells: TLine['cells'] = [];
  spans.forEach((span, index) => {
    let start = index === 0 ? 0 : span.start;
    let end = index === spans.length - 1 ? text.length : ((spans[index + 1] as { start: number }).start ?? text.length);
    while (start < end && /\s/.test(text[start] ?? '')) {
      start++;
    }
    while (end > start && /\s/.test(text[end - 1] ?? '')) {
      end--;
    }
    if (end > start) {
      cells.push({ start, end, tokens: tokenize(text, start, end) });
    }
  });
  return cells.length > line.cells.length ? cells : null;
}

/**
 * A fixed-width table whose columns are set apart by single spaces but ruled with dashes ("Pos Artikel" over
 * "--- ----------"): the header line above the ruling and the rows under it (until a blank line or the next
 * ruling) are cut into cells at the ruling's columns, so that "Menge ME" and "200 Stk" are two cells each.
 */
export function withRuledColumns(lines: TLine[]): void {
  for (let index = 1; index < lines.length; index++) {
    const ruler = lines[index] as TLine;
    // Runs apart by two spaces and more already part the cells.
    if (!RULER.test(ruler.text) || !/- -/.test(ruler.text)) {
      continue;
    }
    const spans = spansOf(ruler.text);
    const header = lines[index - 1] as TLine;
    const cut = cutCells(header, spans);
    if (cut) {
      header.cells = cut;
    }
    for (let row = index + 1; row < lines.length; row++) {
      const line = lines[row] as TLine;
      if (line.cells.length === 0 || RULER.test(line.text) || line.page !== ruler.page) {
        break;
      }
      line.cells = cutCells(line, spans) ?? line.cells;
    }
  }
}
