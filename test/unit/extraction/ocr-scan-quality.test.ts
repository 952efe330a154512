// Real OCR on pages drawn like a receipt: a scanned PDF (a JPEG at 150 dpi, as scanners make them) and a PNG.
// Before session 13 the scan came back with "3.1.2026" as "8.1.2026", "3,20" as "3.20" and "für" as "fiir",
// the PNG's litres as "1", and the address lines a paragraph each.
import { afterAll, describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { drawRows } from '../../fixtures/canvas-rows.ts';
import { buildScannedPdf } from '../../fixtures/pdf-writer.ts';

// Recognition is CPU work: on a loaded 2-core machine one page took over 60 s. The tests wait for the engine.
const OCR_TEST_MS = 240_000;

// A receipt: its text at the left margin, its sums at the middle of the page.
const RECEIPT_COLUMNS = (column: number) => (column === 0 ? 104 : 521);

const textOf = async (bytes: Buffer, fileName: string, contentType: string) =>
  (await readDocument({ bytes, fileName, contentType })).pages.map((page) => page.text).join('\n');

afterAll(async () => {
  await shutdownOcr();
});

describe('OCR of scans and receipt images', () => {
  it(
    'reads a JPEG scan’s digits, decimal commas and umlauts, and keeps its lines together as printed',
    async () => {
      const canvas = drawRows(
        [
          ['Bäckerei Krause'],
          ['Lindenweg 4'],
          ['London EC1A 1BB'],
          [],
          ['3.1.2026  21:59'],
          [],
          ['Kaffee', '3,20'],
          ['Brötchen', '5,90'],
          ['--------------------------------'],
          ['SUMME', '16,46'],
          ['enth. MwSt 19%', '2,63'],
          [],
          ['Zahlart: Visa'],
          ['Karte: **** **** **** 5615'],
          ['Vielen Dank für Ihren Einkauf!'],
        ],
        RECEIPT_COLUMNS,
      );
      const scan = { jpeg: canvas.toBuffer('image/jpeg', 80), width: canvas.width, height: canvas.height, dpi: 150 };
      const text = await textOf(buildScannedPdf([scan]), 'receipt.pdf', 'application/pdf');
      expect(text).toMatch(/^Bäckerei Krause\nLindenweg 4\nLondon EC1A 1BB\n\n3\.1\.2026 +21:59\n/);
      expect(text).toMatch(/Kaffee +3,20/);
      expect(text).toContain('Vielen Dank für Ihren Einkauf!');
    },
    OCR_TEST_MS,
  );

  it(
    'reads the litre sign of a fuel receipt as "l" and "ü" as "ü"',
    async () => {
      const canvas = drawRows(
        [
          ['Tankstelle Ostermeier'],
          ['Säule 7', 'Diesel'],
          ['52,18 l x 1,679 EUR/l', '87,61 EUR'],
          ['Preis/l', '1,679 EUR'],
          ['Rückgeld', 'EUR 3,40'],
          ['Vielen Dank für Ihren Einkauf!'],
        ],
        RECEIPT_COLUMNS,
      );
      const text = await textOf(canvas.toBuffer('image/png'), 'fuel.png', 'image/png');
      expect(text).toContain('52,18 l x 1,679 EUR/l');
      expect(text).toMatch(/Preis\/l +1,679 EUR/);
      expect(text).toMatch(/Rückgeld +EUR 3,40\nVielen Dank für Ihren Einkauf!/);
    },
    OCR_TEST_MS,
  );
});
