import type { TCell, TLine } from './lines.ts';
import { tokenize } from './words.ts';

// A header's texts where the reader's cells are not the printed columns (table-header.ts): a header written over two
// lines, joined column by column, and a PDF's header cells run together, parted again.

export const cellText = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end);

/**
 * The second line of a two-line header ("Artikel- | Einzel-" over "nummer | preis €"): text only, each of its
 * cells under a cell of the first line; the parts are joined, a hyphen at a line end joins a word.
 */
export function mergedTexts(first: TLine, second: TLine | undefined): string[] | null {
  if (!second || second.page !== first.page || second.cells.length === 0 || /\d/.test(second.text)) {
    return null;
  }
  const texts = first.cells.map((cell) => cellText(first, cell));
  // A line holding a date is a row of values ("Café Lindner | 21.04.2026"), not a header's first line.
  if (texts.some((text) => /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text.trim()))) {
    return null;
  }
  // The first line's cell each cell of the second stands under (the last one starting at or before it, which it
  // must reach): one walk over both lines, left to right, not a search of the first line for every cell.
  let under = 0;
  for (const cell of second.cells) {
    while ((first.cells[under + 1]?.start ?? Number.POSITIVE_INFINITY) <= cell.start) {
      under++;
    }
    if (cell.end <= (first.cells[under]?.start ?? 0) - 2) {
      return null;
    }
    const above = texts[under] ?? '';
    const part = cellText(second, cell);
    texts[under] = above.endsWith('-') ? `${above.slice(0, -1)}${part}` : `${above} ${part}`;
  }
  return texts;
}

/**
 * A PDF's header cells run together where one ends at the next one's start ("…of contentsWeight (kg)"): the
 * cells parted where a lower-case word meets a capitalised one, or null when none does.
 */
export function gluedCells(line: TLine): TCell[] | null {
  const cells = line.cells.flatMap((cell) => {
    const text = cellText(line, cell);
    const cuts = [...text.matchAll(/(?<=\p{Ll}{3})(?=\p{Lu}\p{Ll})/gu)].map((match) => match.index);
    const bounds = [0, ...cuts, text.length];
    return bounds.slice(1).map((end, index) => {
      const start = cell.start + (bounds[index] ?? 0);
      return { start, end: cell.start + end, tokens: tokenize(line.text, start, cell.start + end) };
    });
  });
  return cells.length > line.cells.length ? cells : null;
}
