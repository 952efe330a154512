import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readDocument, type TReadLimits } from '../../../src/extraction/documents/read-document.ts';
import { sniffContentType } from '../../../src/extraction/documents/sniff.ts';
import { DEFAULT_OCR_SETTINGS, recognize, shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { englishOf } from '../../../src/i18n/message.ts';
import { buildPdf } from '../../fixtures/pdf-writer.ts';
import { buildTiff } from '../../fixtures/tiff-writer.ts';
import { extract, invoiceSchema } from './local-provider-helpers.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures', name));
const OPTIONS = { languages: DEFAULT_OCR_SETTINGS.languages, timeoutMsPerPage: 60_000 };
// Recognition is CPU work: on a loaded 2-core machine one page (with the engine's start) took over the default 60 s,
// while the page's own limit above is 60 s. The tests wait for the engine, not for a fixed time.
jest.setTimeout(240_000);

async function read(name: string, bytes: Buffer = fixture(name), limits: TReadLimits = {}) {
  return readDocument({ bytes, fileName: name, contentType: sniffContentType(bytes, name) ?? '' }, limits);
}

/** The scanned invoice as other formats: WebP, and a two-page grayscale TIFF. */
async function convertedScans() {
  const image = await loadImage(fixture('scanned-invoice.png'));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const gray = new Uint8Array(image.width * image.height).map((_, index) => rgba[index * 4] ?? 255);
  const page = { width: image.width, height: image.height, gray };
  return { webp: canvas.toBuffer('image/webp'), tiff: buildTiff([page, page]) };
}

afterAll(async () => {
  await shutdownOcr();
});

describe('text recognition (OCR)', () => {
  it('reads the invoice number and total from a scanned PNG', async () => {
    const [result] = await recognize([fixture('scanned-invoice.png')], OPTIONS);
    expect(result).toMatchObject({ ok: true });
    const text = result?.ok ? result.text : '';
    expect(text).toContain('INV-2026-0042');
    expect(text).toContain('1.234,56');
  });

  it('recognizes PDF pages without a text layer and keeps their page numbers', async () => {
    const document = await read('scanned-invoice.pdf');
    expect(document.pages.map((page) => page.page)).toEqual([1]);
    expect(document.pages[0]?.text).toContain('Invoice number: INV-2026-0042');
    expect(document.warnings).toEqual([]);
  });

  it('lets the local extractor fill the invoice fields from a scanned image', async () => {
    const document = await read('scanned-invoice.png');
    expect(document).toMatchObject({ contentType: 'image/png', warnings: [] });
    const response = await extract([document], invoiceSchema);
    const result = response.result as { invoice_number: string; total: number };
    expect(result.invoice_number).toBe('INV-2026-0042');
    expect(result.total).toBeCloseTo(1234.56, 2);
  });

  it('reads WebP, and the first page of a TIFF with a warning about the others', async () => {
    const { webp, tiff } = await convertedScans();
    const fromWebp = await read('scan.webp', webp);
    expect(fromWebp.pages[0]?.text).toContain('INV-2026-0042');
    const fromTiff = await read('scan.tiff', tiff);
    expect(fromTiff.contentType).toBe('image/tiff');
    expect(fromTiff.pages[0]?.text).toContain('INV-2026-0042');
    expect(fromTiff.warnings.map(englishOf)).toEqual(['Only the first page of the 2-page TIFF image was read']);
  });

  it('gives up a page over the time limit with a warning, and recognizes the next one', async () => {
    const slow = await read('scanned-invoice.png', undefined, { ocr: { ...DEFAULT_OCR_SETTINGS, pageTimeoutMs: 1 } });
    expect(slow.pages).toEqual([]);
    expect(slow.warnings.map(englishOf)).toEqual([
      'The image could not be read (text recognition took longer than 1 ms)',
    ]);
    const [next] = await recognize([fixture('scanned-invoice.png')], OPTIONS);
    expect(next?.ok && next.text).toContain('INV-2026-0042');
  });

  it('recognizes at most OCR_MAX_PAGES pages per file and says which were left out', async () => {
    const bytes = buildPdf([[], [{ x: 50, y: 700, size: 12, text: 'Typed page' }], [], []]);
    const document = await read('blank.pdf', bytes, { ocr: { ...DEFAULT_OCR_SETTINGS, maxPages: 1 } });
    expect(document.pages.map((page) => page.text)).toEqual(['', 'Typed page', '', '']);
    expect(document.warnings.map(englishOf)).toEqual([
      'Page 1 has no text layer, and text recognition found no text on it',
      'Pages 3–4 without a text layer were not read: text recognition reads at most 1 page per file',
    ]);
  });

  it('recognizes an image attached to an e-mail as a further page', async () => {
    const mail = [
      'From: ACME GmbH <billing@acme.example>',
      'Subject: Scanned invoice',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Scan attached.',
      '--b1',
      'Content-Type: image/png; name="scan.png"',
      'Content-Disposition: attachment; filename="scan.png"',
      'Content-Transfer-Encoding: base64',
      '',
      fixture('scanned-invoice.png').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const document = await read('scan.eml', Buffer.from(mail));
    expect(document.pages[1]?.text).toMatch(/^--- Attachment: scan\.png, page 1 of 1 ---\n[\s\S]*INV-2026-0042/);
    expect(document.warnings).toEqual([]);
  });

  it('refuses damaged and oversized images with a warning, without decoding them', async () => {
    const png = fixture('scanned-invoice.png');
    const damaged = await read('broken.png', png.subarray(0, 12));
    expect(damaged.warnings.map(englishOf)).toEqual([
      'The image could not be read (it is damaged or not a PNG, JPEG, WebP or TIFF image)',
    ]);
    // The header claims 60000 × 60000 pixels: 14 GB once decoded.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    const oversized = await read('huge.png', huge);
    expect(oversized.warnings.map(englishOf)).toEqual([
      'The image could not be read (it is too large: 60000 × 60000 pixels)',
    ]);
  });
});
