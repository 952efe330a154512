// What OCR page cleaning (src/extraction/ocr/clean-page.ts) costs per page: `npm run bench:ocr-cleaning` (options
// --only=<id prefix>, --limit=<n>). For the development sets' PNGs and scan pages, clean and as realistic scans
// (corpus/degrade.ts), it times in the same run the old preparation (PNG: drawn on white and encoded; scan: drawn
// at 200 dpi, binarized and encoded) and the new one (cleaned, then the same), and prints the times per page and
// their ratio. Recognition itself is not timed (it is the same Tesseract). Sealed sets are never read here.
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { binarizeCanvas } from '../../src/extraction/ocr/binarize.ts';
import { cleanPage, type TCleanReport } from '../../src/extraction/ocr/clean-page.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument, renderRealistic } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const limit = Number(process.argv.find((arg) => arg.startsWith('--limit='))?.slice(8) ?? 40);

/** The images of a rendered file: a PNG itself, a scan's page images (the JPEGs inside the PDF, in order). */
function pageImages(bytes: Buffer, format: string): Buffer[] {
  if (format === 'png') {
    return [bytes];
  }
  const images: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = bytes.indexOf(Buffer.from([0xff, 0xd8, 0xff]), from);
    const end = start < 0 ? -1 : bytes.indexOf(Buffer.from('\nendstream'), start);
    if (start < 0 || end < 0) {
      return images;
    }
    images.push(bytes.subarray(start, end));
    from = end;
  }
}

/** The page drawn on white, a scan's at 200 dpi as renderPdfPage draws it (an A4 page 1653 px wide). */
async function drawn(image: Buffer, scan: boolean): Promise<Canvas> {
  const decoded = await loadImage(image);
  const scale = scan ? 1653 / 1240 : 1;
  const canvas = createCanvas(Math.round(decoded.width * scale), Math.round(decoded.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded, 0, 0, canvas.width, canvas.height);
  return canvas;
}

type TTimes = { pages: number; old: number; cleaned: number; levelled: number; turned: number; enlarged: number };
const zero = (): TTimes => ({ pages: 0, old: 0, cleaned: 0, levelled: 0, turned: 0, enlarged: 0 });
const times = { clean: zero(), realistic: zero() };

const documents = buildCorpus()
  .filter(
    (document) =>
      (document.format === 'png' || document.format === 'scan') &&
      !SEALED_LAYOUTS.has(document.layout) &&
      (!only || document.id.startsWith(only)),
  )
  .slice(0, limit);
for (const document of documents) {
  const scan = document.format === 'scan';
  for (const mode of ['clean', 'realistic'] as const) {
    const file = mode === 'clean' ? renderDocument(document) : await renderRealistic(document);
    for (const image of pageImages(file.bytes, document.format)) {
      const total = times[mode];
      // Old and new in turn on the same page, so the machine's load weighs on both alike.
      const before = await drawn(image, scan);
      let started = performance.now();
      if (scan) {
        binarizeCanvas(before.getContext('2d'));
      }
      await before.encode('png');
      total.old += performance.now() - started;
      const after = await drawn(image, scan);
      started = performance.now();
      const cleaned = await cleanPage(after, { binarize: scan, maxPixels: scan ? 0 : 2500 * 2500 });
      await cleaned.canvas.encode('png');
      total.cleaned += performance.now() - started;
      const report: TCleanReport = cleaned.report;
      total.pages++;
      total.levelled += report.levelled ? 1 : 0;
      total.turned += report.angle !== 0 ? 1 : 0;
      total.enlarged += report.upscale > 1 ? 1 : 0;
    }
  }
}

console.log(`\nOCR page preparation, ${documents.length} development-set images (PNG and scan pages)`);
for (const [mode, total] of Object.entries(times)) {
  const perPage = (ms: number) => `${(ms / Math.max(1, total.pages)).toFixed(0)} ms`;
  console.log(
    `  ${mode.padEnd(10)} ${total.pages} pages: old ${perPage(total.old)}/page, cleaned ${perPage(total.cleaned)}/page ` +
      `(× ${(total.cleaned / Math.max(1, total.old)).toFixed(2)}); levelled ${total.levelled}, turned ${total.turned}, enlarged ${total.enlarged}`,
  );
}
