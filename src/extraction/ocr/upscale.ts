// Small text is read badly: Tesseract wants letters of 20 px or more, and a page scanned at 90–120 dpi or an image
// shrunk for the web has letters of 7–10 px. Such a page is enlarged before recognition; a page with letters of a
// readable size is not (enlarging costs time and gains nothing).

/** Blobs of letters (x-height to cap height, ink-components.ts) smaller than this are small text. */
const SMALL_LETTERS = 11;
/** Small text is enlarged to about this letter height… */
const TARGET_LETTERS = 16;
/** …but at most this much, and within the OCR pixel limit. */
const MAX_FACTOR = 2.5;

/** The factor (≥ 1) a page with letters `letterHeight` px high is enlarged by before recognition. */
export function upscaleFactor(letterHeight: number, width: number, height: number, maxPixels: number): number {
  if (letterHeight === 0 || letterHeight >= SMALL_LETTERS) {
    return 1;
  }
  const factor = Math.min(MAX_FACTOR, TARGET_LETTERS / letterHeight, Math.sqrt(maxPixels / (width * height)));
  return factor >= 1.2 ? factor : 1;
}
