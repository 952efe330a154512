// Speck removal: dust and toner dots on a scan are read as full stops, commas or stray letters. A 3×3 median does
// not remove a speck of 2–4 px (at 200 dpi most are that big), and it eats thin strokes. A speck is told apart by
// being small and alone: a full stop, a comma, an i's dot or an umlaut's dots sit next to a letter.
import type { TGreyPage } from './grey-page.ts';
import { boxOf, type TComponents } from './ink-components.ts';

/**
 * Whether blob `label` and whatever lies within `reach` of it fit together in a box `largest` pixels across: a
 * speck alone, or a speck with the bits of its own fringe (a blurred, JPEG-saved dot falls apart into a dot and a
 * few satellites at the binarization level, and each bit has the others near it). Any letter, rule or longer
 * punctuation (a colon, an ellipsis, a dash) within reach makes the box larger.
 */
function speckCluster(components: TComponents, width: number, label: number, reach: number, largest: number): boolean {
  let [left, top, right, bottom] = boxOf(components, label);
  const height = components.labels.length / width;
  const [x0, y0, x1, y1] = [
    Math.max(0, left - reach),
    Math.max(0, top - reach),
    Math.min(width - 1, right + reach),
    Math.min(height - 1, bottom + reach),
  ];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const other = components.labels[y * width + x] ?? 0;
      if (other === 0 || other === label) {
        continue;
      }
      const box = boxOf(components, other);
      left = Math.min(left, box[0]);
      top = Math.min(top, box[1]);
      right = Math.max(right, box[2]);
      bottom = Math.max(bottom, box[3]);
      if (right - left + 1 > largest || bottom - top + 1 > largest) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Paints white (in place) every blob that, with whatever ink lies within one letter height around it, fits in a
 * box half the letters' height across (a full stop is smaller, but sits next to a letter). Returns how many were
 * removed.
 */
export function removeSpecks(page: TGreyPage, components: TComponents, letterHeight: number): number {
  if (letterHeight < 6) {
    return 0;
  }
  // Half, not a third: a speck of 3.6 px at 110 dpi is 6–7 px once small text is enlarged (upscale.ts).
  const largest = Math.max(2, Math.round(letterHeight / 2));
  const reach = Math.round(letterHeight);
  let removed = 0;
  for (let label = 1; label <= components.count; label++) {
    const [left, top, right, bottom] = boxOf(components, label);
    if (right - left + 1 > largest || bottom - top + 1 > largest) {
      continue;
    }
    // Only small blobs get here (an i's dot, a full stop, a speck), so looking through their surroundings is cheap.
    if (!speckCluster(components, page.width, label, reach, largest)) {
      continue;
    }
    // Its grey fringe too: nothing but specks lies within reach, so the box and two pixels around it are paper.
    for (let y = Math.max(0, top - 2); y <= Math.min(page.height - 1, bottom + 2); y++) {
      for (let x = Math.max(0, left - 2); x <= Math.min(page.width - 1, right + 2); x++) {
        page.grey[y * page.width + x] = 255;
      }
    }
    removed++;
  }
  return removed;
}
