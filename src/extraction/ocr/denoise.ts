// Speck removal: dust and toner dots on a scan are read as full stops, commas or stray letters. A 3×3 median does
// not remove a speck of 2–4 px (at 200 dpi most are that big), and it eats thin strokes. A speck is told apart by
// being small and alone: a full stop, a comma, an i's dot or an umlaut's dots sit next to a letter.
import type { TGreyPage } from './grey-page.ts';
import { boxOf, type TComponents } from './ink-components.ts';

/** Whether any ink other than blob `label` lies in the box (clipped to the page). */
function otherInk(
  components: TComponents,
  width: number,
  height: number,
  label: number,
  box: [number, number, number, number],
): boolean {
  const [x0, y0, x1, y1] = [
    Math.max(0, box[0]),
    Math.max(0, box[1]),
    Math.min(width - 1, box[2]),
    Math.min(height - 1, box[3]),
  ];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const other = components.labels[y * width + x] ?? 0;
      if (other !== 0 && other !== label) {
        return true;
      }
    }
  }
  return false;
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
  let removed = 0;
  for (let label = 1; label <= components.count; label++) {
    const [left, top, right, bottom] = boxOf(components, label);
    if (right - left + 1 > largest || bottom - top + 1 > largest) {
      continue;
    }
    // Only small blobs get here (an i's dot, a full stop, a speck), so looking through their surroundings is cheap.
    if (
      otherInk(components, page.width, page.height, label, [left - reach, top - reach, right + reach, bottom + reach])
    ) {
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
