// OCR page cleaning: a real scan or photo is turned, on grey uneven paper, specked and often small. Each step is
// its own file and is skipped on a page that does not need it, so a clean page costs one look at its pixels and
// goes to Tesseract unchanged.
import type { Canvas } from '@napi-rs/canvas';
import { binarizeCanvas, otsuThreshold } from './binarize.ts';
import { removeSpecks } from './denoise.ts';
import { findSkew, STRAIGHT_ENOUGH } from './deskew.ts';
import { removeEdgeSurround } from './edge-surround.ts';
import { greyOf, histogramOf, type TGreyPage, writeGrey } from './grey-page.ts';
import { inkComponents, letterHeight } from './ink-components.ts';
import { levelPaper } from './level-paper.ts';
import { upscaleFactor } from './upscale.ts';

export type TCleanOptions = {
  /** Black and white out (scans, binarize.ts); otherwise grey levels stay (thin commas survive on small text). */
  binarize: boolean;
  /** Pixels the page may have after enlarging small text (0: never enlarged). */
  maxPixels: number;
};

/** What was done, for tests and the bench. */
export type TCleanReport = { levelled: boolean; angle: number; specks: number; letters: number; upscale: number };

/** Halfway between the ink's mean grey level and Otsu's threshold. */
function solidInk(histogram: Uint32Array, threshold: number): number {
  let sum = 0;
  let count = 0;
  for (let level = 0; level <= threshold; level++) {
    sum += level * (histogram[level] ?? 0);
    count += histogram[level] ?? 0;
  }
  return count === 0 ? threshold : Math.round((sum / count + threshold) / 2);
}

type TCanvasModule = typeof import('@napi-rs/canvas');

function readGrey(canvas: Canvas): TGreyPage {
  const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return greyOf(image.data, canvas.width, canvas.height);
}

function putGrey(canvas: Canvas, page: TGreyPage): void {
  const context = canvas.getContext('2d');
  const image = context.createImageData(page.width, page.height);
  writeGrey(page, image.data);
  context.putImageData(image, 0, 0);
}

/** The canvas turned by `degrees` (counter to its skew) onto a white canvas large enough to hold all of it. */
function turned(module: TCanvasModule, canvas: Canvas, degrees: number, scale: number): Canvas {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const width = Math.max(1, Math.round((canvas.width * cos + canvas.height * sin) * scale));
  const height = Math.max(1, Math.round((canvas.height * cos + canvas.width * sin) * scale));
  const result = module.createCanvas(width, height);
  const context = result.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.scale(scale, scale);
  context.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
  // @napi-rs/canvas applies the transform to putImageData too (the DOM's does not): back to none.
  context.setTransform(1, 0, 0, 1, 0, 0);
  return result;
}

/**
 * Cleans a page drawn on `canvas` for OCR: levels the paper (level-paper.ts) and whitens what is left of a dark
 * surround at the image's edge (edge-surround.ts), turns it straight (deskew.ts), removes
 * specks (denoise.ts), enlarges small text (upscale.ts) and, for scans, makes it black and white. Returns the
 * canvas to read (the same one when nothing needed doing) and what was done.
 */
export async function cleanPage(
  canvas: Canvas,
  options: TCleanOptions,
): Promise<{ canvas: Canvas; report: TCleanReport }> {
  const module = await import('@napi-rs/canvas');
  let page = readGrey(canvas);
  const report: TCleanReport = { levelled: levelPaper(page), angle: 0, specks: 0, letters: 0, upscale: 1 };
  const histogram = histogramOf(page);
  if (histogram.filter((count) => count > 0).length < 2) {
    // One grey level: a blank page, nothing to clean or separate.
    return { canvas, report };
  }
  const threshold = otsuThreshold(histogram);
  // Blurred ink has wide grey fringes, which Otsu's level takes in: the blobs are judged on the solid ink only.
  const solid = solidInk(histogram, threshold);
  let components = inkComponents(page, solid);
  const height = letterHeight(components);
  report.letters = height;
  if (report.levelled) {
    removeEdgeSurround(page, components, height);
    // A light strip (a scanner's lid is about as grey as the paper) is no blob at the solid ink's level, but at
    // Otsu's level, where the page is binarized (here, or by Tesseract), it is ink and is read as "TE FENSTER".
    removeEdgeSurround(page, inkComponents(page, threshold), height);
  }
  const angle = findSkew(page, components, height);
  const upscale = options.maxPixels > 0 ? upscaleFactor(height, page.width, page.height, options.maxPixels) : 1;
  let current = canvas;
  if (Math.abs(angle) >= STRAIGHT_ENOUGH || upscale > 1) {
    if (report.levelled) {
      putGrey(canvas, page);
    }
    current = turned(module, canvas, Math.abs(angle) >= STRAIGHT_ENOUGH ? -angle : 0, upscale);
    page = readGrey(current);
    components = inkComponents(page, solid);
    report.angle = Math.abs(angle) >= STRAIGHT_ENOUGH ? angle : 0;
    report.upscale = upscale;
  }
  // Specks are judged at the level the page is binarized at: one lighter than the solid ink is still a black dot
  // then, and a blurred speck falls apart there into a dot and bits of its fringe (speckCluster in denoise.ts).
  report.specks = removeSpecks(page, inkComponents(page, threshold), letterHeight(components));
  if (!report.levelled && current === canvas && report.specks === 0) {
    // A clean page: as it was before cleaning existed (scans binarized at their own Otsu level).
    if (options.binarize) {
      binarizeCanvas(canvas.getContext('2d'));
    }
    return { canvas, report };
  }
  if (options.binarize) {
    for (let index = 0; index < page.grey.length; index++) {
      page.grey[index] = (page.grey[index] ?? 0) <= threshold ? 0 : 255;
    }
  }
  putGrey(current, page);
  return { canvas: current, report };
}
