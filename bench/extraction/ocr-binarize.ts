// What making pages black and white (src/extraction/ocr/binarize.ts) does to OCR, in one run on the same worker:
// `npx node bench/extraction/ocr-binarize.ts [--only=<id prefix>] [--max=N]`. For development-set PNGs and the
// first page of scanned PDFs, Tesseract reads the page as it is and black and white, alternately; the character
// error rate (against the document's lines, whitespace collapsed) and the seconds per page of each are summed.
// Sealed sets are never read here.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import tesseract from 'tesseract.js';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { binarizeCanvas } from '../../src/extraction/ocr/binarize.ts';
import { languageDataDirectory } from '../../src/extraction/ocr/language-data.ts';
import { layoutWords } from '../../src/extraction/ocr/layout-words.ts';
import { editDistance } from '../../src/extraction/providers/local/learned-similarity.ts';
import { buildCorpus } from './corpus/build.ts';
import { renderDocument } from './corpus/render.ts';
import { SEALED_LAYOUTS } from './corpus/sealed.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const max = Number(process.argv.find((arg) => arg.startsWith('--max='))?.slice(6) ?? Infinity);

const collapse = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

/** A scanned PDF's first page at 200 DPI on white, as render-pdf-page.ts draws it before its black-and-white step. */
async function renderFirstPage(bytes: Buffer): Promise<Buffer> {
  await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 200 / 72 });
  const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' }).promise;
  return canvas.encode('png');
}

/** The image as it is, and black and white. */
async function variants(image: Buffer): Promise<{ asIs: Buffer; binarized: Buffer }> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded, 0, 0);
  const asIs = await canvas.encode('png');
  binarizeCanvas(context);
  return { asIs, binarized: await canvas.encode('png') };
}

const documents = buildCorpus()
  .filter(
    (document) =>
      (document.format === 'png' || document.format === 'scan') &&
      !SEALED_LAYOUTS.has(document.layout) &&
      (!only || document.id.startsWith(only)),
  )
  .slice(0, max);
const langPath = languageDataDirectory();
const worker = await tesseract.createWorker('deu+eng', tesseract.OEM.LSTM_ONLY, {
  langPath,
  cachePath: langPath,
  cacheMethod: 'none',
  gzip: true,
});
await worker.setParameters({ preserve_interword_spaces: '1' });
const totals = { asIs: { errors: 0, seconds: 0 }, binarized: { errors: 0, seconds: 0 }, characters: 0 };
for (const document of documents) {
  const file = renderDocument(document);
  let page = file.bytes;
  let lines = document.lines;
  if (document.format === 'scan') {
    page = await renderFirstPage(file.bytes);
    lines = lines.slice(0, Math.max(0, lines.indexOf('\f')) || 40);
  }
  const source = collapse(lines.filter((line) => line !== '\f').join('\n'));
  totals.characters += source.length;
  const images = await variants(page);
  const row: string[] = [];
  for (const name of ['asIs', 'binarized'] as const) {
    const started = performance.now();
    const { data } = await worker.recognize(images[name], {}, { text: true, blocks: true });
    const seconds = (performance.now() - started) / 1000;
    const errors = editDistance(source, collapse(layoutWords(data.blocks) ?? data.text));
    totals[name].errors += errors;
    totals[name].seconds += seconds;
    row.push(`${name} ${errors} errors ${seconds.toFixed(1)} s`);
  }
  console.log(`${document.id} (${document.format}): ${row.join(', ')}`);
}
const count = Math.max(1, documents.length);
for (const name of ['asIs', 'binarized'] as const) {
  const { errors, seconds } = totals[name];
  console.log(
    `${name.padEnd(10)} CER ${((100 * errors) / Math.max(1, totals.characters)).toFixed(2)} %, ${(seconds / count).toFixed(2)} s/page`,
  );
}
await worker.terminate();
