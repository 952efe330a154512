// A page's grey levels, one byte a pixel: the cleaning steps (clean-page.ts) work on these instead of RGBA.

export type TGreyPage = { width: number; height: number; grey: Uint8Array };

/** Grey levels (ITU-R BT.601 luma) of RGBA pixels, e.g. a canvas's ImageData. */
export function greyOf(pixels: Uint8ClampedArray, width: number, height: number): TGreyPage {
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index++) {
    const at = 4 * index;
    grey[index] = (299 * (pixels[at] ?? 0) + 587 * (pixels[at + 1] ?? 0) + 114 * (pixels[at + 2] ?? 0)) / 1000;
  }
  return { width, height, grey };
}

/** Writes grey levels back into RGBA pixels, opaque. */
export function writeGrey(page: TGreyPage, pixels: Uint8ClampedArray): void {
  for (let index = 0; index < page.grey.length; index++) {
    const at = 4 * index;
    const level = page.grey[index] ?? 0;
    pixels[at] = level;
    pixels[at + 1] = level;
    pixels[at + 2] = level;
    pixels[at + 3] = 255;
  }
}

/** Histogram of a page's grey levels, for Otsu's threshold (binarize.ts). */
export function histogramOf(page: TGreyPage): Uint32Array {
  const histogram = new Uint32Array(256);
  const { grey } = page;
  for (let index = 0; index < grey.length; index++) {
    const level = grey[index] ?? 0;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  return histogram;
}
