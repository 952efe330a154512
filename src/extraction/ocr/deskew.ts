// Projection-profile deskew: a page turned a few degrees is read line by line worse and worse by Tesseract (its
// lines drift into each other). Text rows are found by projecting the ink along candidate angles: at the page's
// own angle the rows of ink sums alternate sharply between lines and gaps. Only the ink counts (the page is
// levelled first, so a dark surround or a straight image edge is not ink), and it is scored on a downscaled copy.
import type { TGreyPage } from './grey-page.ts';
import { sizeOf, type TComponents } from './ink-components.ts';

/** Angles searched, in degrees either way; a phone photo or a scan is rarely turned more. */
const MAX_ANGLE = 5;
/** Below this a page counts as straight: Tesseract copes, and turning it would only blur it. */
export const STRAIGHT_ENOUGH = 0.3;

/**
 * Which blobs are text: not much taller than a letter and not longer than a few words. A band of dark surround left
 * at the page's edge or a ruled line would otherwise outweigh the text lines (a straight band scores at 0°).
 */
function textBlobs(components: TComponents, letterHeight: number): Uint8Array {
  const text = new Uint8Array(components.count + 1);
  for (let label = 1; label <= components.count; label++) {
    const { width, height } = sizeOf(components, label);
    text[label] =
      height <= 3 * letterHeight && width <= 25 * letterHeight && (components.area[label] ?? 0) >= 4 ? 1 : 0;
  }
  return text;
}

/** Text pixel positions of a copy shrunk by `factor` (a cell is ink if any of its pixels is text). */
function inkPoints(
  page: TGreyPage,
  components: TComponents,
  letterHeight: number,
  factor: number,
): { xs: Int32Array; ys: Int32Array } {
  const text = textBlobs(components, letterHeight);
  const width = Math.ceil(page.width / factor);
  const height = Math.ceil(page.height / factor);
  const ink = new Uint8Array(width * height);
  // A margin of 3 % is left out: what lies at the image's edge is rarely text, often the page's edge or a shadow.
  const marginX = Math.round(page.width * 0.03);
  const marginY = Math.round(page.height * 0.03);
  for (let y = marginY; y < page.height - marginY; y++) {
    const row = Math.floor(y / factor) * width;
    for (let x = marginX; x < page.width - marginX; x++) {
      if (text[components.labels[y * page.width + x] ?? 0]) {
        ink[row + Math.floor(x / factor)] = 1;
      }
    }
  }
  const count = ink.reduce((sum, value) => sum + value, 0);
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  let next = 0;
  for (let index = 0; index < ink.length; index++) {
    if (ink[index]) {
      xs[next] = index % width;
      ys[next] = Math.floor(index / width);
      next++;
    }
  }
  return { xs, ys };
}

/** How sharply the ink's row sums alternate when projected at `degrees`: sum of squared steps between rows. */
function profileScore(xs: Int32Array, ys: Int32Array, degrees: number, rows: Float64Array, offset: number): number {
  rows.fill(0);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let index = 0; index < xs.length; index++) {
    const row = Math.round((ys[index] ?? 0) - (xs[index] ?? 0) * slope) + offset;
    rows[row] = (rows[row] ?? 0) + 1;
  }
  let score = 0;
  for (let row = 1; row < rows.length; row++) {
    const step = (rows[row] ?? 0) - (rows[row - 1] ?? 0);
    score += step * step;
  }
  return score;
}

/**
 * The angle (degrees, clockwise positive as drawn by canvas' rotate) by which the page's text lines are turned, or
 * 0 when there is too little text to tell. `components`: the page's ink blobs; `letterHeight`: their letters' size.
 */
export function findSkew(page: TGreyPage, components: TComponents, letterHeight: number): number {
  // About 800 px across: lines of text stay apart, and the search costs little.
  const factor = Math.max(1, Math.round(Math.max(page.width, page.height) / 800));
  const { xs, ys } = inkPoints(page, components, letterHeight, factor);
  if (xs.length < 200) {
    return 0;
  }
  const width = Math.ceil(page.width / factor);
  const offset = Math.ceil(width * Math.tan((MAX_ANGLE * Math.PI) / 180)) + 1;
  const rows = new Float64Array(Math.ceil(page.height / factor) + 2 * offset + 2);
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = profileScore(xs, ys, degrees, rows, offset);
      if (value > score) {
        score = value;
        angle = degrees;
      }
    }
    return angle;
  };
  const coarse = best(-MAX_ANGLE, MAX_ANGLE, 0.5);
  const fine = best(coarse - 0.4, coarse + 0.4, 0.1);
  return best(fine - 0.05, fine + 0.05, 0.05);
}
