import { createIsomorphicCanvasFactory } from 'unpdf';
import type { PDFPageProxy } from 'unpdf/pdfjs';
import { cleanPage } from './clean-page.ts';
import { OcrTimeoutError } from './errors.ts';
import { ocrScale } from './prepare-image.ts';

// Scans are read well at 200 DPI; more costs time and memory without better text.
const MAX_RENDER_DPI = 200;

/**
 * Renders a PDF page to a black-and-white PNG for OCR, at most 200 DPI and within the OCR pixel limits.
 * Rendering runs on the main thread in small steps; past the time limit it is cancelled.
 */
export async function renderPdfPage(page: PDFPageProxy, options: { timeoutMs: number }): Promise<Buffer> {
  const canvasModule = () => import('@napi-rs/canvas');
  // Hands pdf.js the canvas module (and DOMMatrix, Path2D) for the canvases it creates internally.
  await createIsomorphicCanvasFactory(canvasModule);
  const { createCanvas } = await canvasModule();
  const points = page.getViewport({ scale: 1 });
  const dpiScale = MAX_RENDER_DPI / 72;
  const scale = dpiScale * ocrScale(points.width * dpiScale, points.height * dpiScale);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  const task = page.render({
    // @napi-rs/canvas implements the parts of the DOM canvas pdf.js uses.
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    background: '#ffffff',
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      task.cancel();
      reject(new OcrTimeoutError('time limit'));
    }, options.timeoutMs);
  });
  try {
    await Promise.race([task.promise, timeout]);
    // A page without a text layer is a scan, mostly a JPEG: cleaned (paper levelled, turned straight, specks
    // removed) and black and white, its compression noise gone. At 200 DPI its text is large enough already.
    const cleaned = await cleanPage(canvas, { binarize: true, maxPixels: 0 });
    return await cleaned.canvas.encode('png');
  } finally {
    clearTimeout(timer);
    task.promise.catch(() => {});
    page.cleanup();
  }
}
