// Paper levelling (background normalisation): a scan or photo of a page is rarely white. The paper is grey, lit
// from one side and darker towards the corners; one threshold for the whole page then takes a dark corner's paper
// for ink or a light corner's thin strokes for paper. Dividing every pixel by the paper's own brightness around it
// makes the paper white everywhere and leaves the ink dark.
import type { TGreyPage } from './grey-page.ts';
import { slidingExtreme } from './sliding-extreme.ts';

/**
 * A page whose paper is at least this bright on all but 5 % of it is white enough and left as it is. Any larger
 * share levels it: a grey scan often covers only part of a white PDF page.
 */
const WHITE_PAPER = 235;
const GREY_SHARE = 0.05;

/**
 * The paper's brightness at half resolution: a grey-level closing (the brightest level within a window wider than
 * any stroke, then the darkest of those), so the ink is gone while the paper's edges stay sharp (a grey scan on a
 * white PDF page gets no dark band along its border, as a blurred estimate would give it).
 */
function paperAtHalf(page: TGreyPage): { width: number; height: number; paper: Uint8Array } {
  const width = Math.ceil(page.width / 2);
  const height = Math.ceil(page.height / 2);
  // Each half-resolution pixel takes the darkest of its four: one straddling the page's edge is then the darker
  // side's paper, and both sides come out white (the brightest would leave a dark line along the edge).
  const paper = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < page.height; y++) {
    const row = (y >> 1) * width;
    for (let x = 0; x < page.width; x++) {
      const level = page.grey[y * page.width + x] ?? 0;
      const at = row + (x >> 1);
      if (level < (paper[at] ?? 255)) {
        paper[at] = level;
      }
    }
  }
  // About 2 % of the page's longer side (19 px at half of an A4 page at 200 dpi): wider than a bold heading's stroke.
  const radius = Math.max(3, Math.round(Math.max(width, height) / 120));
  slidingExtreme(paper, width, height, radius, 'max');
  slidingExtreme(paper, width, height, radius, 'min');
  return { width, height, paper };
}

/**
 * A quick look before the closing: blocks of 8 px (every other pixel each way) whose brightest pixel is paper-white.
 * A clean page has white in nearly every block and is done with here. (Blocks of 32 px missed a dark table's
 * 30 px strip around a photographed page: each touched the page's white.)
 */
function whiteAtAGlance(page: TGreyPage): boolean {
  const block = 8;
  let blocks = 0;
  let grey = 0;
  for (let top = 0; top < page.height; top += block) {
    for (let left = 0; left < page.width; left += block) {
      let brightest = 0;
      for (let y = top; y < Math.min(page.height, top + block) && brightest < WHITE_PAPER; y += 2) {
        for (let x = left; x < Math.min(page.width, left + block); x += 2) {
          const level = page.grey[y * page.width + x] ?? 0;
          brightest = level > brightest ? level : brightest;
        }
      }
      blocks++;
      grey += brightest < WHITE_PAPER ? 1 : 0;
    }
  }
  return grey < blocks * GREY_SHARE;
}

/**
 * Makes the paper white in place (each pixel divided by the paper's brightness around it). Returns false, changing
 * nothing, when the paper is white already.
 */
export function levelPaper(page: TGreyPage): boolean {
  if (whiteAtAGlance(page)) {
    return false;
  }
  const half = paperAtHalf(page);
  const histogram = new Uint32Array(256);
  for (const level of half.paper) {
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  let darker = 0;
  for (let level = 0; level < WHITE_PAPER; level++) {
    darker += histogram[level] ?? 0;
  }
  if (darker < half.paper.length * GREY_SHARE) {
    return false;
  }
  for (let y = 0; y < page.height; y++) {
    const row = (y >> 1) * half.width;
    const offset = y * page.width;
    for (let x = 0; x < page.width; x++) {
      const paper = Math.max(32, half.paper[row + (x >> 1)] ?? 255);
      page.grey[offset + x] = Math.min(255, ((page.grey[offset + x] ?? 0) * 255) / paper);
    }
  }
  return true;
}
