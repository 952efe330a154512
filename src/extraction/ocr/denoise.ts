// Speck removal: dust and toner dots on a scan are read as full stops, commas or stray letters. A 3×3 median does
// not remove a speck of 2–4 px (at 200 dpi most are that big), and it eats thin strokes. A speck is told apart by
// being small and alone: a full stop, a comma, an i's dot or an umlaut's dots sit next to a letter.
import type { TGreyPage } from './grey-page.ts';
import type { TComponents } from './ink-components.ts';

/** Sums of ink pixels over any rectangle in constant time (summed-area table). */
function inkSums(
  components: TComponents,
  width: number,
  height: number,
): (x0: number, y0: number, x1: number, y1: number) => number {
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += components.labels[y * width + x] ? 1 : 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  return (x0, y0, x1, y1) => {
    const [left, top] = [Math.max(0, x0), Math.max(0, y0)];
    const [right, bottom] = [Math.min(width - 1, x1) + 1, Math.min(height - 1, y1) + 1];
    const at = (x: number, y: number) => sums[y * (width + 1) + x] ?? 0;
    return at(right, bottom) - at(left, bottom) - at(right, top) + at(left, top);
  };
}

/**
 * Paints white (in place) every blob at most a third of the letters' height across and with no other ink within
 * one letter height around it. Returns how many were removed.
 */
export function removeSpecks(page: TGreyPage, components: TComponents, letterHeight: number): number {
  if (letterHeight < 6) {
    return 0;
  }
  const largest = Math.max(2, Math.round(letterHeight / 3));
  const reach = Math.round(letterHeight);
  const inkIn = inkSums(components, page.width, page.height);
  let removed = 0;
  for (let label = 1; label <= components.count; label++) {
    const [left, top, right, bottom] = [
      components.left[label] ?? 0,
      components.top[label] ?? 0,
      components.right[label] ?? 0,
      components.bottom[label] ?? 0,
    ];
    if (right - left + 1 > largest || bottom - top + 1 > largest) {
      continue;
    }
    if (inkIn(left - reach, top - reach, right + reach, bottom + reach) > (components.area[label] ?? 0)) {
      continue;
    }
    // Its grey fringe too: nothing else lies within reach, so the box and two pixels around it are paper.
    for (let y = Math.max(0, top - 2); y <= Math.min(page.height - 1, bottom + 2); y++) {
      for (let x = Math.max(0, left - 2); x <= Math.min(page.width - 1, right + 2); x++) {
        page.grey[y * page.width + x] = 255;
      }
    }
    removed++;
  }
  return removed;
}
