// OCR page cleaning (src/extraction/ocr/clean-page.ts) on pages drawn as real scans and photos come: turned, on grey
// uneven paper, small, specked. Before session 15 a photo turned 2° came back with its lines indented one by one, and
// a scan on paper that darkens to one side lost its darker half to black.
import { afterAll, describe, expect, it } from '@jest/globals';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { cleanPage } from '../../../src/extraction/ocr/clean-page.ts';
import { removeSpecks } from '../../../src/extraction/ocr/denoise.ts';
import { findSkew } from '../../../src/extraction/ocr/deskew.ts';
import { greyOf } from '../../../src/extraction/ocr/grey-page.ts';
import { shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { inkComponents, letterHeight } from '../../../src/extraction/ocr/ink-components.ts';
import { levelPaper } from '../../../src/extraction/ocr/level-paper.ts';
import { drawRows } from '../../fixtures/canvas-rows.ts';
import { buildScannedPdf } from '../../fixtures/pdf-writer.ts';
import { OCR_TEST_MS } from '../../helpers/ocr-test-time.ts';

const ROWS = [
  ['Stadtwerke Rosenheim'],
  ['Rechnung Nr. 2026-4471'],
  [],
  ['Grundpreis', '12,40 EUR', 'Januar'],
  ['Arbeitspreis', '86,15 EUR', 'Februar'],
  ['Zählermiete', '3,95 EUR', 'März'],
  ['Summe', '102,50 EUR', 'Quartal'],
];
const COLUMNS = (column: number) => 104 + column * 417;

/** The page drawn turned by `degrees` (canvas' clockwise) onto a larger canvas of `surround`, optionally scaled. */
function turned(page: Canvas, degrees: number, scale = 1, surround = '#ffffff'): Canvas {
  const radians = (degrees * Math.PI) / 180;
  const width = Math.round((page.width + page.height * Math.abs(Math.sin(radians))) * scale) + 20;
  const height = Math.round((page.height + page.width * Math.abs(Math.sin(radians))) * scale) + 20;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = surround;
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.scale(scale, scale);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  return canvas;
}

/** Paper darkening from left (level 235) to right (level 110), as a page lit from one side; ink stays dark. */
function onGradientPaper(page: Canvas): Canvas {
  const context = page.getContext('2d');
  const image = context.getImageData(0, 0, page.width, page.height);
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const light = (235 - (125 * x) / page.width) / 255;
      const index = 4 * (y * page.width + x);
      for (let channel = 0; channel < 3; channel++) {
        image.data[index + channel] = (image.data[index + channel] ?? 0) * light;
      }
    }
  }
  context.putImageData(image, 0, 0);
  return page;
}

const textOf = async (bytes: Buffer, fileName: string, contentType: string) =>
  (await readDocument({ bytes, fileName, contentType })).pages.map((page) => page.text).join('\n');

const greyPage = (canvas: Canvas) =>
  greyOf(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);

afterAll(async () => {
  await shutdownOcr();
});

describe('OCR page cleaning steps', () => {
  it('finds the angle of a page turned 2° either way, and 0° on a straight one', () => {
    for (const degrees of [2, -2, 0]) {
      const page = greyPage(turned(drawRows(ROWS, COLUMNS), degrees));
      const components = inkComponents(page, 128);
      expect(Math.abs(findSkew(page, components, letterHeight(components)) - degrees)).toBeLessThanOrEqual(0.2);
    }
  });

  it('makes grey paper white and leaves white paper as it is', () => {
    const grey = greyPage(onGradientPaper(drawRows(ROWS, COLUMNS)));
    expect(levelPaper(grey)).toBe(true);
    // The paper at the dark right edge (row 10, far from any text) is white now.
    expect(grey.grey[10 * grey.width + grey.width - 5]).toBeGreaterThanOrEqual(245);
    expect(levelPaper(greyPage(drawRows(ROWS, COLUMNS)))).toBe(false);
  });

  it('removes a speck standing alone but keeps the full stops and the commas next to letters', () => {
    const canvas = drawRows([['Nr. 2026-4471', '12,40']], COLUMNS);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(900, 100, 3, 3);
    const page = greyPage(canvas);
    const components = inkComponents(page, 128);
    const before = components.count;
    expect(removeSpecks(page, components, letterHeight(components))).toBe(1);
    expect(page.grey[101 * page.width + 901]).toBe(255);
    expect(inkComponents(page, 128).count).toBe(before - 1);
  });

  it('removes a blurred speck fallen apart into a dot and its bits, and one up to half a letter high (session 16)', () => {
    const canvas = drawRows([['Nr. 2026-4471', '12,40']], COLUMNS);
    const height = letterHeight(inkComponents(greyPage(canvas), 128));
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    // A dot with two bits of its fringe beside it (each has the others near it, so none stood alone before)…
    context.fillRect(900, 100, 3, 3);
    context.fillRect(905, 99, 1, 1);
    context.fillRect(899, 105, 1, 1);
    // …and a larger speck, a third of the letters' height and more (enlarged small text has such specks).
    const side = Math.round(height / 3) + 1;
    context.fillRect(1100, 100, side, side);
    const page = greyPage(canvas);
    const components = inkComponents(page, 128);
    expect(removeSpecks(page, components, letterHeight(components))).toBe(4);
    for (const [x, y] of [
      [901, 101],
      [905, 99],
      [899, 105],
      [1101, 101],
    ]) {
      expect(page.grey[(y ?? 0) * page.width + (x ?? 0)]).toBe(255);
    }
  });

  it('keeps a colon standing alone: its two dots together are taller than a speck', () => {
    const canvas = drawRows([['Nr. 2026-4471', '12,40']], COLUMNS);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000000';
    context.fillRect(900, 100, 3, 3);
    context.fillRect(900, 112, 3, 3);
    const page = greyPage(canvas);
    const components = inkComponents(page, 128);
    expect(removeSpecks(page, components, letterHeight(components))).toBe(0);
  });

  it('whitens a light strip of surround at the edge that only the Otsu level takes for ink (session 16)', async () => {
    const canvas = drawRows(ROWS, COLUMNS);
    const context = canvas.getContext('2d');
    // A scanner lid about as light as the paper's dark side: lighter than the text's solid ink, darker than Otsu's level.
    context.fillStyle = 'rgb(140,140,140)';
    context.fillRect(0, 0, 8, canvas.height);
    const cleaned = await cleanPage(onGradientPaper(canvas), { binarize: false, maxPixels: 2500 * 2500 });
    expect(cleaned.report.levelled).toBe(true);
    const out = greyPage(cleaned.canvas);
    const row = Math.round(out.height / 2) * out.width;
    for (const x of [1, 4, 7]) {
      expect(out.grey[row + x]).toBeGreaterThanOrEqual(245);
    }
  });

  it('returns a clean page unchanged', async () => {
    const canvas = drawRows(ROWS, COLUMNS);
    const cleaned = await cleanPage(canvas, { binarize: false, maxPixels: 2500 * 2500 });
    expect(cleaned.canvas).toBe(canvas);
    expect(cleaned.report).toMatchObject({ levelled: false, angle: 0, specks: 0, upscale: 1 });
  });
});

describe('OCR of turned, grey and small pages', () => {
  it(
    'reads a table photographed turned by 2° on a dark table with its lines at the margin, values on their rows',
    async () => {
      const photo = turned(drawRows(ROWS, COLUMNS), 2, 1, '#606060');
      const text = await textOf(photo.toBuffer('image/png'), 'turned.png', 'image/png');
      // Read as it was, the turned lines started further right each: " Rechnung …" came back indented.
      expect(text).toMatch(/(^|\n)Stadtwerke Rosenheim\nRechnung Nr\. 2026-4471\n/);
      expect(text).toMatch(/Grundpreis +12,40 EUR +Januar/);
      expect(text).toMatch(/Arbeitspreis +86,15 EUR +Februar/);
      expect(text).toMatch(/Summe +102,50 EUR +Quartal/);
    },
    OCR_TEST_MS,
  );

  it(
    'reads a scan whose paper darkens towards one side',
    async () => {
      const canvas = onGradientPaper(drawRows(ROWS, COLUMNS));
      const scan = { jpeg: canvas.toBuffer('image/jpeg', 80), width: canvas.width, height: canvas.height, dpi: 150 };
      const text = await textOf(buildScannedPdf([scan]), 'grey.pdf', 'application/pdf');
      expect(text).toContain('Rechnung Nr. 2026-4471');
      expect(text).toMatch(/Arbeitspreis +86,15 EUR +Februar/);
      expect(text).toMatch(/Summe +102,50 EUR +Quartal/);
    },
    OCR_TEST_MS,
  );

  it(
    'reads a page saved at 100 dpi',
    async () => {
      const small = turned(drawRows(ROWS, COLUMNS), 0, 100 / 150);
      const text = await textOf(small.toBuffer('image/png'), 'small.png', 'image/png');
      expect(text).toContain('Rechnung Nr. 2026-4471');
      expect(text).toMatch(/Zählermiete +3,95 EUR +März/);
      expect(text).toMatch(/Summe +102,50 EUR +Quartal/);
    },
    OCR_TEST_MS,
  );
});
