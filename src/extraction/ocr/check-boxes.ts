// Tick boxes of a form ("☐ ja  ☒ nein"): Tesseract's models have no such characters, so it reads an empty box as
// "0", "[" or "1", a ticked one as "0]" or nothing at all, and which option was ticked is lost (session 19: every
// development form drawn with ☐/☒ came back so). The page's boxes are found here as ink that forms a square frame of
// about the text's size; layout-words.ts puts "☐" or "☒" where each stands, in place of what Tesseract read there.
import { otsuThreshold } from './binarize.ts';
import { histogramOf, type TGreyPage } from './grey-page.ts';
import { boxOf, inkComponents, letterHeight, type TComponents } from './ink-components.ts';

export type TCheckBox = { left: number; top: number; right: number; bottom: number; ticked: boolean };

/** A box is at least this many pixels high… */
const MIN_SIDE = 8;
/** …and between these multiples of the text's letter height (x-height to cap height). */
const MIN_LETTERS = 0.8;
const MAX_LETTERS = 2.5;
/** Share of each side's length the frame's ink must cover: a round letter ("O", "D", "0") covers far less. */
const SIDE_COVER = 0.9;
/** Share of the inside (away from the frame) that is ink when a cross or tick is in it; a filled square has more. */
const TICK_INK = 0.06;
const FILLED_INK = 0.6;
/** Share of the inside's width and height a cross or tick spans at least (insideSpan). */
const TICK_SPAN = 0.6;
/** More boxes than this on one page are a pattern or a grid, not a form's tick boxes: none are taken then. */
const MAX_BOXES = 300;

/** Whether every position along one side of the blob has its ink within `band` pixels of that side. */
function sideCovered(
  components: TComponents,
  width: number,
  label: number,
  side: 'top' | 'bottom' | 'left' | 'right',
  band: number,
) {
  const [left, top, right, bottom] = boxOf(components, label);
  const horizontal = side === 'top' || side === 'bottom';
  const [from, to] = horizontal ? [left, right] : [top, bottom];
  let covered = 0;
  for (let along = from; along <= to; along++) {
    let found = false;
    for (let depth = 0; depth < band && !found; depth++) {
      const x = horizontal ? along : side === 'left' ? left + depth : right - depth;
      const y = horizontal ? (side === 'top' ? top + depth : bottom - depth) : along;
      found = components.labels[y * width + x] === label;
    }
    covered += found ? 1 : 0;
  }
  return covered >= SIDE_COVER * (to - from + 1);
}

/** Share of ink pixels (any blob) inside the frame, `inset` pixels in from each side. */
function insideInk(page: TGreyPage, threshold: number, box: [number, number, number, number], inset: number) {
  const [left, top, right, bottom] = box;
  let ink = 0;
  let total = 0;
  for (let y = top + inset; y <= bottom - inset; y++) {
    for (let x = left + inset; x <= right - inset; x++) {
      total += 1;
      ink += (page.grey[y * page.width + x] ?? 255) <= threshold ? 1 : 0;
    }
  }
  return total === 0 ? 0 : ink / total;
}

/**
 * How much of the inside's width and height (the smaller share) the ink inside the frame spans: a cross or tick runs
 * corner to corner, a digit or letter written in a frame (a form's box per character) stands narrow in its middle.
 */
function insideSpan(page: TGreyPage, threshold: number, box: [number, number, number, number], inset: number) {
  const [left, top, right, bottom] = [box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset];
  let [minX, minY, maxX, maxY] = [right, bottom, left, top];
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      if ((page.grey[y * page.width + x] ?? 255) <= threshold) {
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      }
    }
  }
  const [width, height] = [right - left + 1, bottom - top + 1];
  return width <= 0 || height <= 0 || maxX < minX ? 0 : Math.min((maxX - minX + 1) / width, (maxY - minY + 1) / height);
}

/**
 * The tick boxes on a page: square frames about as high as its letters, ticked when a cross or tick spans the
 * inside; a frame with a character in it is no tick box.
 */
export function findCheckBoxes(page: TGreyPage): TCheckBox[] {
  const histogram = histogramOf(page);
  if (histogram.filter((count) => count > 0).length < 2) {
    return [];
  }
  const threshold = otsuThreshold(histogram);
  const components = inkComponents(page, threshold);
  const letters = letterHeight(components);
  const boxes: TCheckBox[] = [];
  for (let label = 1; label <= components.count; label++) {
    const [left, top, right, bottom] = boxOf(components, label);
    const [width, height] = [right - left + 1, bottom - top + 1];
    const side = Math.max(width, height);
    if (
      height < MIN_SIDE ||
      side < MIN_LETTERS * letters ||
      side > MAX_LETTERS * letters ||
      Math.abs(width - height) > 0.2 * side
    ) {
      continue;
    }
    const band = Math.max(2, Math.round(side * 0.15));
    if (
      !(['top', 'bottom', 'left', 'right'] as const).every((edge) =>
        sideCovered(components, page.width, label, edge, band),
      )
    ) {
      continue;
    }
    const ink = insideInk(page, threshold, [left, top, right, bottom], Math.max(2, Math.round(side * 0.25)));
    const ticked = ink >= TICK_INK;
    if (
      ink <= FILLED_INK &&
      (!ticked || insideSpan(page, threshold, [left, top, right, bottom], band + 1) >= TICK_SPAN)
    ) {
      boxes.push({ left, top, right, bottom, ticked });
    }
    if (boxes.length > MAX_BOXES) {
      return [];
    }
  }
  return boxes;
}
