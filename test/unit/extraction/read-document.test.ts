import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DocumentReadError, readDocument, type TReadLimits } from '../../../src/extraction/documents/read-document.ts';
import { DOCX_CONTENT_TYPE, sniffContentType } from '../../../src/extraction/documents/sniff.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../src/extraction/ocr/index.ts';
import { englishOf } from '../../../src/i18n/message.ts';
import { buildPdf } from '../../fixtures/pdf-writer.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures', name));
// OCR itself is covered by ocr.test.ts; here it is off (OCR_ENABLED=false).
const WITHOUT_OCR: TReadLimits = { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } };

async function read(name: string, bytes: Buffer = fixture(name), limits: TReadLimits = {}) {
  const contentType = sniffContentType(bytes, name);
  if (!contentType) {
    throw new Error(`${name} is not sniffable`);
  }
  return readDocument({ bytes, fileName: name, contentType }, limits);
}

// A table row as the readers lay it out: cells apart by three or more spaces.
const ITEM_ROW = /^Widget A {3,}2 {3,}500,00$/m;

describe('readDocument', () => {
  it('puts each term of an HTML definition list and its short description on a line, as two cells', async () => {
    const html = Buffer.from(
      '<html><body><dl><dt>Meter</dt><dd>EM-4471</dd><dt>Usage</dt><dd>412 kWh</dd></dl></body></html>',
    );
    const document = await read('meter.html', html);
    const lines = (document.pages[0]?.text ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([expect.stringMatching(/^Meter {3}EM-4471$/), expect.stringMatching(/^Usage {3}412 kWh$/)]);
  });

  it('reads the PDF text layer page by page, keeping table columns apart', async () => {
    const document = await read('invoice.pdf');
    expect(document.contentType).toBe('application/pdf');
    expect(document.pages.map((page) => page.page)).toEqual([1]);
    expect(document.pages[0]?.text).toContain('Invoice number: INV-2026-0042');
    expect(document.pages[0]?.text).toMatch(ITEM_ROW);
    expect(document.warnings).toEqual([]);
  });

  it('numbers pages from 1 and, with OCR off, warns about a page without text instead of failing', async () => {
    const line = (text: string) => [{ x: 50, y: 700, size: 12, text }];
    const document = await read('scan.pdf', buildPdf([line('First'), [], line('Third')]), WITHOUT_OCR);
    expect(document.pages).toEqual([
      { page: 1, text: 'First' },
      { page: 2, text: '' },
      { page: 3, text: 'Third' },
    ]);
    expect(document.warnings.map(englishOf)).toEqual([
      'Page 2 has no text layer; text recognition (OCR) is not available yet',
    ]);
  });

  it('reads at most maxPages pages and says so', async () => {
    const pages = Array.from({ length: 5 }, (_, index) => [{ x: 50, y: 700, size: 12, text: `Page ${index + 1}` }]);
    const bytes = buildPdf(pages);
    const document = await readDocument(
      { bytes, fileName: 'long.pdf', contentType: 'application/pdf' },
      { maxPages: 2 },
    );
    expect(document.pages.map((page) => page.text)).toEqual(['Page 1', 'Page 2']);
    expect(document.warnings.map(englishOf)).toEqual(['Only the first 2 of 5 pages were read']);
  });

  it('reads DOCX paragraphs and keeps each table row on one line', async () => {
    const document = await read('invoice.docx');
    expect(document.contentType).toBe(DOCX_CONTENT_TYPE);
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.text).toContain('Supplier: ACME GmbH');
    expect(document.pages[0]?.text).toMatch(/^Description {3,}Quantity {3,}Price$/m);
    expect(document.pages[0]?.text).toMatch(ITEM_ROW);
  });

  it('reads text and HTML, dropping images and keeping tables readable', async () => {
    const text = await read('invoice.txt');
    expect(text.pages[0]?.text).toContain('Total: 1.234,56 EUR');
    const html = await read('invoice.html');
    expect(html.pages[0]?.text).toContain('Customer: Beispiel AG');
    expect(html.pages[0]?.text).toMatch(ITEM_ROW);
    expect(html.pages[0]?.text).not.toMatch(/logo|<img/i);
  });

  it('strips a BOM from text and pretty-prints JSON', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Datum: 01.11.2026')]);
    expect((await read('note.txt', bom)).pages[0]?.text).toBe('Datum: 01.11.2026');
    const json = await read('data.json', Buffer.from('{"invoice":{"number":"4711"}}'));
    expect(json.pages[0]?.text).toBe('{\n  "invoice": {\n    "number": "4711"\n  }\n}');
  });

  it('reads an e-mail as its headers and body, with the PDF attachment as a further page', async () => {
    const document = await read('invoice.eml');
    expect(document.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(document.pages[0]?.text).toMatch(/^Subject: Invoice INV-2026-0042\nFrom: ACME GmbH <billing@acme.example>/);
    expect(document.pages[0]?.text).toContain('Date: Tue, 03 Nov 2026 10:00:00 +0100');
    expect(document.pages[0]?.text).toContain('please find attached our invoice');
    expect(document.pages[1]?.text).toMatch(/^--- Attachment: invoice\.pdf, page 1 of 1 ---\nACME GmbH/);
    expect(document.pages[1]?.text).toMatch(ITEM_ROW);
    expect(document.warnings).toEqual([]);
  });

  it('warns about e-mail attachments it can not read', async () => {
    const mail = [
      'From: a@example.com',
      'Subject: Files',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="x"',
      '',
      '--x',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>See <b>attachments</b></p>',
      '--x',
      'Content-Type: application/octet-stream; name="data.bin"',
      'Content-Disposition: attachment; filename="data.bin"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from([0, 1, 2, 3, 0, 255]).toString('base64'),
      '--x',
      'Content-Type: application/pdf; name="broken.pdf"',
      'Content-Disposition: attachment; filename="broken.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      fixture('malformed.pdf').toString('base64'),
      '--x--',
      '',
    ].join('\r\n');
    const document = await read('files.eml', Buffer.from(mail));
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.text).toContain('See attachments');
    expect(document.warnings.map(englishOf)).toEqual([
      'Attachment "data.bin" was skipped: its file type is not supported',
      'Attachment "broken.pdf" could not be read: The PDF could not be read: it is damaged or not a PDF',
    ]);
  });

  it('returns no pages for images when OCR is off, with a warning that OCR is not available', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const document = await read('photo.png', png, WITHOUT_OCR);
    expect(document).toMatchObject({ contentType: 'image/png', pages: [] });
    expect(document.warnings.map(englishOf)).toEqual([
      'Images need text recognition (OCR), which is not available yet',
    ]);
  });

  it('refuses a damaged PDF with a message for the user', async () => {
    const failure = read('malformed.pdf');
    await expect(failure).rejects.toThrow(DocumentReadError);
    await expect(failure).rejects.toThrow('The PDF could not be read: it is damaged or not a PDF');
  });

  it('stops when reading takes longer than the time limit', async () => {
    // 400 pages take far longer than 1 ms to parse, so the limit always fires first.
    const bytes = buildPdf(Array.from({ length: 400 }, () => [{ x: 50, y: 700, size: 12, text: 'Lorem ipsum' }]));
    const reading = readDocument({ bytes, fileName: 'long.pdf', contentType: 'application/pdf' }, { timeoutMs: 1 });
    await expect(reading).rejects.toThrow(DocumentReadError);
    await expect(reading).rejects.toThrow('Reading the file took longer than 1 ms and was stopped');
  });
});
