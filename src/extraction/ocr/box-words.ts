// Puts the page's tick boxes (check-boxes.ts) into Tesseract's lines as the words "☐" and "☒", where they stand, and
// takes out what Tesseract read from the box's ink ("0", "[", "0]", or the "[" glued to "[Familie").
import type { TCheckBox } from './check-boxes.ts';

type TBox = { x0: number; y0: number; x1: number; y1: number };
type TSymbol = { text: string; bbox: TBox };
export type TBoxWord = { text: string; bbox: TBox; symbols?: TSymbol[] };
type TLineOfWords = { words: TBoxWord[] };

/** Whether a glyph's middle lies on the box (widened by a quarter of its size: a reading may run over its edge). */
function onBox(bbox: TBox, box: TCheckBox): boolean {
  const margin = (box.right - box.left + 1) / 4;
  const [x, y] = [(bbox.x0 + bbox.x1) / 2, (bbox.y0 + bbox.y1) / 2];
  return x >= box.left - margin && x <= box.right + margin && y >= box.top - margin && y <= box.bottom + margin;
}

/** The word without the glyphs read from the box, or null when nothing else is left of it. */
function withoutBox(word: TBoxWord, box: TCheckBox): TBoxWord | null {
  const symbols = word.symbols ?? [];
  if (symbols.length === 0 || symbols.map((symbol) => symbol.text).join('') !== word.text) {
    // Glyphs unknown or not the word's text: the word goes if it lies on the box, else it stays whole.
    return onBox(word.bbox, box) ? null : word;
  }
  const kept = symbols.filter((symbol) => !onBox(symbol.bbox, box));
  if (kept.length === symbols.length) {
    return word;
  }
  if (kept.length === 0) {
    return null;
  }
  const bbox = {
    x0: Math.min(...kept.map((symbol) => symbol.bbox.x0)),
    y0: Math.min(...kept.map((symbol) => symbol.bbox.y0)),
    x1: Math.max(...kept.map((symbol) => symbol.bbox.x1)),
    y1: Math.max(...kept.map((symbol) => symbol.bbox.y1)),
  };
  return { text: kept.map((symbol) => symbol.text).join(''), bbox, symbols: kept };
}

/** How far the line's words are from the box across the page (0 when one overlaps it), if the line is beside it. */
function distanceBeside(line: TLineOfWords, span: [number, number], box: TCheckBox): number | null {
  const overlap = Math.min(span[1], box.bottom) - Math.max(span[0], box.top);
  if (overlap < (box.bottom - box.top) / 2) {
    return null;
  }
  let distance = Number.POSITIVE_INFINITY;
  for (const word of line.words) {
    distance = Math.min(distance, Math.max(0, word.bbox.x0 - box.right, box.left - word.bbox.x1));
  }
  return distance;
}

/**
 * The lines with each box as a word "☒" (ticked) or "☐" in the line beside it (the nearest across the page of those
 * it is level with), in the order of the words' left edges; a box no line is level with is left out.
 */
export function withCheckBoxes<TLine extends TLineOfWords>(lines: TLine[], boxes: TCheckBox[]): TLine[] {
  const result = lines.map((line) => ({ ...line, words: [...line.words] }));
  // Each line's height on the page, taken once (a box put into a line lies within it: it was level with it).
  const spans = result.map((line): [number, number] => [
    line.words.reduce((top, word) => Math.min(top, word.bbox.y0), Number.POSITIVE_INFINITY),
    line.words.reduce((bottom, word) => Math.max(bottom, word.bbox.y1), Number.NEGATIVE_INFINITY),
  ]);
  for (const box of boxes) {
    let nearest: (typeof result)[number] | null = null;
    let best = Number.POSITIVE_INFINITY;
    for (const [index, line] of result.entries()) {
      const distance = line.words.length > 0 ? distanceBeside(line, spans[index] as [number, number], box) : null;
      if (distance !== null && distance < best) {
        [nearest, best] = [line, distance];
      }
    }
    if (!nearest) {
      continue;
    }
    const words = nearest.words.flatMap((word) => withoutBox(word, box) ?? []);
    const mark = {
      text: box.ticked ? '☒' : '☐',
      bbox: { x0: box.left, y0: box.top, x1: box.right + 1, y1: box.bottom + 1 },
    };
    nearest.words = [...words, mark].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  }
  return result;
}
