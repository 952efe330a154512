// Black-and-white pages for Tesseract. A scanned PDF's page is a JPEG drawn at the render's resolution: its
// compression leaves grey fringes and speckles around every glyph, which Tesseract's own threshold (taken on the
// colour image) keeps as ink, and then reads "3" as "8", "für" as "fiir" or "3,20" as "3.20". Thresholding the
// grey levels at Otsu's level first gives it clean glyphs, and recognition is faster on them too.

/** Grey level of an RGB pixel (ITU-R BT.601 luma), 0–255. */
const luma = (red: number, green: number, blue: number) => (299 * red + 587 * green + 114 * blue) / 1000;

/**
 * Otsu's threshold of a 256-bin grey-level histogram: the level that best separates the dark pixels (ink) from
 * the light ones (paper), i.e. maximises the variance between the two classes. Levels at or below it are ink.
 */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level++) {
    const count = histogram[level] ?? 0;
    total += count;
    sum += level * count;
  }
  let darkCount = 0;
  let darkSum = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    const count = histogram[level] ?? 0;
    darkCount += count;
    darkSum += level * count;
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) {
      continue;
    }
    const difference = darkSum / darkCount - (sum - darkSum) / lightCount;
    const between = darkCount * lightCount * difference * difference;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * Turns RGBA pixels (a canvas's ImageData) black or white in place at their Otsu threshold. A page of one grey
 * level (blank) stays as it is: there is nothing to separate.
 */
export function binarizePixels(pixels: Uint8ClampedArray): void {
  const histogram = new Uint32Array(256);
  for (let index = 0; index < pixels.length; index += 4) {
    const level = Math.round(luma(pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0));
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  if (histogram.filter((count) => count > 0).length < 2) {
    return;
  }
  const threshold = otsuThreshold(histogram);
  for (let index = 0; index < pixels.length; index += 4) {
    const value = luma(pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0) <= threshold ? 0 : 255;
    pixels[index] = value;
    pixels[index + 1] = value;
    pixels[index + 2] = value;
    pixels[index + 3] = 255;
  }
}

type TCanvasContext = {
  canvas: { width: number; height: number };
  getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray };
  putImageData: (data: never, x: number, y: number) => void;
};

/** Binarizes a whole canvas (drawn on white) in place. */
export function binarizeCanvas(context: TCanvasContext): void {
  const { width, height } = context.canvas;
  const image = context.getImageData(0, 0, width, height);
  binarizePixels(image.data);
  context.putImageData(image as never, 0, 0);
}
