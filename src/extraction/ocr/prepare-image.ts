import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { findCheckBoxes, type TCheckBox } from './check-boxes.ts';
import { cleanPage } from './clean-page.ts';
import { OcrFailedError } from './errors.ts';
import { greyOf } from './grey-page.ts';
import { readImageInfo } from './image-info.ts';

/** An image can't be recognized; its reason completes "The image could not be read (…)". */
export class OcrImageError extends OcrFailedError {}

/** Pixels tesseract gets at most (2500 × 2500): bounds its memory and time per page. */
const MAX_OCR_PIXELS = 2500 * 2500;
const MAX_OCR_SIDE = 5000;
// Decoding a larger PNG/JPEG/WebP just to shrink it would take too much memory (4 bytes a pixel).
const MAX_DECODE_PIXELS = 50_000_000;
// TIFF goes to tesseract as it is (the canvas library can't decode it), so the cap is tighter.
const MAX_TIFF_PIXELS = 25_000_000;

/** Scale (≤ 1) that fits width × height into the OCR limits. */
export function ocrScale(width: number, height: number): number {
  return Math.min(1, Math.sqrt(MAX_OCR_PIXELS / (width * height)), MAX_OCR_SIDE / Math.max(width, height));
}

const tooLarge = (width: number, height: number) =>
  new OcrImageError(codedMessage('reason.image_too_large', { width, height }));

/**
 * Turns an uploaded image into what tesseract reads well: PNG, JPEG and WebP are decoded, put on
 * white (transparent areas would read as black) and shrunk to the OCR limits. They are not made black and
 * white as scans are (binarize.ts): on a clean image of small text that loses thin commas ("1,49" read as
 * "149"). TIFF is passed as it is: @napi-rs/canvas crashes the process on TIFF input, while tesseract's own reader handles it.
 */
export async function prepareImage(
  bytes: Buffer,
): Promise<{ image: Buffer; warnings: TCodedMessage[]; boxes: TCheckBox[] }> {
  const info = readImageInfo(bytes);
  if (!info || info.width === 0 || info.height === 0) {
    throw new OcrImageError(codedMessage('reason.image_damaged'));
  }
  const { width, height } = info;
  if (info.format === 'tiff') {
    if (width * height > MAX_TIFF_PIXELS) {
      throw tooLarge(width, height);
    }
    const warnings = info.frames > 1 ? [codedMessage('warning.tiff_first_page', { frames: info.frames })] : [];
    return { image: bytes, warnings, boxes: [] };
  }
  if (width * height > MAX_DECODE_PIXELS) {
    throw tooLarge(width, height);
  }
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let decoded: Awaited<ReturnType<typeof loadImage>>;
  try {
    decoded = await loadImage(bytes);
  } catch (error) {
    throw new OcrImageError(codedMessage('reason.image_damaged'), { cause: error });
  }
  const scale = ocrScale(decoded.width, decoded.height);
  const canvas = createCanvas(
    Math.max(1, Math.round(decoded.width * scale)),
    Math.max(1, Math.round(decoded.height * scale)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded, 0, 0, canvas.width, canvas.height);
  // A photo or scan saved as an image: paper levelled, turned straight, specks removed, small text enlarged.
  const cleaned = await cleanPage(canvas, { binarize: false, maxPixels: MAX_OCR_PIXELS });
  const page = cleaned.canvas.getContext('2d').getImageData(0, 0, cleaned.canvas.width, cleaned.canvas.height);
  // Found on the page Tesseract reads, so their places match its words' (check-boxes.ts).
  const boxes = findCheckBoxes(greyOf(page.data, cleaned.canvas.width, cleaned.canvas.height));
  return { image: await cleaned.canvas.encode('png'), warnings: [], boxes };
}
