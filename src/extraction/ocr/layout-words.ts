// Text of a recognized page rebuilt from Tesseract's word boxes, so that table columns of a scan line up
// like those of a PDF: each word starts at the character position of its x coordinate, and a blank line
// stands where the page has an empty line's height of space, as in the document's text.

import { type TBoxWord, withCheckBoxes } from './box-words.ts';
import type { TCheckBox } from './check-boxes.ts';

type TWord = TBoxWord;
type TOcrBlock = { paragraphs: { lines: { words: TWord[] }[] }[] };

/** Words closer than this many characters stay one cell (one space); wider gaps become cell gaps. */
const CELL_GAP_CHARACTERS = 1.5;
/**
 * A line this many times the page's usual line pitch below the one before leaves a blank line between them.
 * Tesseract's paragraphs don't: it splits an address or an item and its quantity line into paragraphs, and
 * runs lines with an empty line between them into one (session 13: 14 of 74 development images).
 */
const BLANK_LINE_PITCHES = 1.6;

/** The page's average character width: the words' widths over their lengths. */
function characterWidth(words: TWord[]): number {
  const width = words.reduce((sum, word) => sum + (word.bbox.x1 - word.bbox.x0), 0);
  const characters = words.reduce((sum, word) => sum + word.text.length, 0);
  return characters > 0 ? Math.max(1, width / characters) : 10;
}

/** The value a `share` of the numbers are at or below (sorted ascending); undefined for none. */
const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)];

/**
 * Whether a blank line goes before each line: where the reading goes back up the page (a further column), or
 * the line lies more than BLANK_LINE_PITCHES usual line pitches below the one before. The usual pitch is a low
 * quartile of the steps down the page of at least half a line's height (a page may have many empty lines;
 * smaller steps are cells of one row that Tesseract read as lines of their own).
 */
function blankBefore(lines: { words: TWord[] }[]): boolean[] {
  const tops = lines.map((line) => Math.min(...line.words.map((word) => word.bbox.y0)));
  const heights = lines.map((line, index) => Math.max(...line.words.map((word) => word.bbox.y1)) - (tops[index] ?? 0));
  const height = quantile(heights, 0.5) ?? 0;
  const steps = tops.slice(1).map((top, index) => top - (tops[index] ?? 0));
  const pitch = quantile(
    steps.filter((step) => step >= height / 2),
    0.25,
  );
  return [
    false,
    ...steps.map((step) => step < -height / 2 || (pitch !== undefined && step > BLANK_LINE_PITCHES * pitch)),
  ];
}

/**
 * Lines of the page in Tesseract's order, every word at the character column its left edge stands at, at
 * least two spaces before a word after a wide gap, a blank line where the page leaves an empty line (or the
 * reading goes back up), the page's tick boxes as "☐"/"☒" (box-words.ts). Null when there are no words (the
 * caller keeps Tesseract's text).
 */
export function layoutWords(blocks: TOcrBlock[] | null | undefined, boxes: TCheckBox[] = []): string | null {
  const lines = withCheckBoxes(
    (blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.filter((line) => line.words.length > 0)),
    ),
    boxes,
  ).filter((line) => line.words.length > 0);
  const words = lines.flatMap((line) => line.words);
  if (words.length === 0) {
    return null;
  }
  const width = characterWidth(words);
  const left = Math.min(...words.map((word) => word.bbox.x0));
  const blank = blankBefore(lines);
  return lines
    .map((line, index) => {
      let text = '';
      let end: number | null = null;
      for (const word of line.words) {
        const column = Math.round((word.bbox.x0 - left) / width);
        const wide = end !== null && (word.bbox.x0 - end) / width >= CELL_GAP_CHARACTERS;
        const gap = end === null ? column - text.length : wide ? Math.max(2, column - text.length) : 1;
        text += `${' '.repeat(Math.max(0, gap))}${word.text}`;
        end = word.bbox.x1;
      }
      return `${blank[index] ? '\n' : ''}${text.trimEnd()}`;
    })
    .join('\n');
}
