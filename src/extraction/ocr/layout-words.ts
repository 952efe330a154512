// Text of a recognized page rebuilt from Tesseract's word boxes, so that table columns of a scan line up
// like those of a PDF: each word starts at the character position of its x coordinate.

type TBox = { x0: number; y0: number; x1: number; y1: number };
type TWord = { text: string; bbox: TBox };
export type TOcrBlock = { paragraphs: { lines: { words: TWord[] }[] }[] };

/** Words closer than this many characters stay one cell (one space); wider gaps become cell gaps. */
const CELL_GAP_CHARACTERS = 1.5;

/** The page's average character width: the words' widths over their lengths. */
function characterWidth(words: TWord[]): number {
  const width = words.reduce((sum, word) => sum + (word.bbox.x1 - word.bbox.x0), 0);
  const characters = words.reduce((sum, word) => sum + word.text.length, 0);
  return characters > 0 ? Math.max(1, width / characters) : 10;
}

/**
 * Lines of the page, paragraphs apart by a blank line (as Tesseract's own text has them), every word at
 * the character column its left edge stands at, at least two spaces before a word after a wide gap.
 * Null when there are no words (the caller keeps Tesseract's text).
 */
export function layoutWords(blocks: TOcrBlock[] | null | undefined): string | null {
  const paragraphs = (blocks ?? []).flatMap((block) => block.paragraphs);
  const words = paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words));
  if (words.length === 0) {
    return null;
  }
  const width = characterWidth(words);
  const left = Math.min(...words.map((word) => word.bbox.x0));
  const texts = paragraphs.map((paragraph) =>
    paragraph.lines
      .map((line) => {
        let text = '';
        let end: number | null = null;
        for (const word of line.words) {
          const column = Math.round((word.bbox.x0 - left) / width);
          const wide = end !== null && (word.bbox.x0 - end) / width >= CELL_GAP_CHARACTERS;
          const gap = end === null ? column - text.length : wide ? Math.max(2, column - text.length) : 1;
          text += `${' '.repeat(Math.max(0, gap))}${word.text}`;
          end = word.bbox.x1;
        }
        return text.trimEnd();
      })
      .join('\n'),
  );
  return texts.join('\n\n');
}
