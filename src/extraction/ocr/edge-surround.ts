// What lies around a photographed or scanned page (a table, the scanner's lid) is darker than the paper. Levelling
// (level-paper.ts) whitens most of it, but a strip narrower than its window stays dark and reads as "|", "Fr" or
// "J —)". A blob of ink that touches the image's edge and is larger than any letter is such a strip, not text.
import type { TGreyPage } from './grey-page.ts';
import { boxOf, type TComponents } from './ink-components.ts';

/** Paints white (in place) the blobs touching the image's edge that are taller or longer than text; returns how many. */
export function removeEdgeSurround(page: TGreyPage, components: TComponents, letterHeight: number): number {
  const { width, height } = page;
  const strips = new Uint8Array(components.count + 1);
  let count = 0;
  for (let label = 1; label <= components.count; label++) {
    const [left, top, right, bottom] = boxOf(components, label);
    const touches = left === 0 || top === 0 || right === width - 1 || bottom === height - 1;
    const large = bottom - top + 1 > 3 * letterHeight || right - left + 1 > 8 * letterHeight;
    if (touches && large) {
      strips[label] = 1;
      count++;
    }
  }
  if (count === 0) {
    return 0;
  }
  // The strip and its grey fringe (two pixels around it: a blurred edge is that wide).
  let mask = new Uint8Array(width * height);
  for (let index = 0; index < mask.length; index++) {
    mask[index] = strips[components.labels[index] ?? 0] ?? 0;
  }
  for (let round = 0; round < 2; round++) {
    const grown = mask.slice();
    for (let index = 0; index < mask.length; index++) {
      if (mask[index]) {
        const x = index % width;
        if (x > 0) grown[index - 1] = 1;
        if (x < width - 1) grown[index + 1] = 1;
        if (index >= width) grown[index - width] = 1;
        if (index + width < mask.length) grown[index + width] = 1;
      }
    }
    mask = grown;
  }
  for (let index = 0; index < mask.length; index++) {
    if (mask[index]) {
      page.grey[index] = 255;
    }
  }
  return count;
}
