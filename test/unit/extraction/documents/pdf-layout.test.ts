import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../../src/extraction/ocr/index.ts';
import { buildPdf, type TPdfText } from '../../../fixtures/pdf-writer.ts';

async function readPdfText(runs: TPdfText[]) {
  const document = await readDocument(
    { bytes: buildPdf([runs]), fileName: 'layout.pdf', contentType: 'application/pdf' },
    { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } },
  );
  return (document.pages[0]?.text ?? '').split('\n');
}

const at = (x: number, row: number, text: string, size = 10): TPdfText => ({ x, y: 790 - row * 16, size, text });

describe('PDF text layout by position', () => {
  it('puts a value drawn after all labels on the line of its label', async () => {
    // A form generator draws the label column first, then the value column.
    const lines = await readPdfText([
      at(50, 0, 'Invoice number'),
      at(50, 1, 'Invoice date'),
      at(50, 2, 'Amount due'),
      at(250, 0, 'INV-2201'),
      at(250, 1, '03/04/2026'),
      at(250, 2, '$1,234.50'),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/^Invoice number {3,}INV-2201$/),
      expect.stringMatching(/^Invoice date {3,}03\/04\/2026$/),
      expect.stringMatching(/^Amount due {3,}\$1,234\.50$/),
    ]);
  });

  it('reads a two-column header block drawn column by column as aligned rows', async () => {
    const lines = await readPdfText([
      at(50, 0, 'Seller GmbH'),
      at(50, 1, 'Hauptstr. 1'),
      at(300, 0, 'Rechnungsnr.: R-77'),
      at(300, 1, 'Datum: 01.02.2026'),
      at(50, 3, 'Below both blocks'),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/^Seller GmbH {3,}Rechnungsnr\.: R-77$/),
      expect.stringMatching(/^Hauptstr\. 1 {3,}Datum: 01\.02\.2026$/),
      // The row left empty between them is a blank line.
      '',
      'Below both blocks',
    ]);
  });

  it('keeps a column apart from the text it overlaps', async () => {
    // The description runs past the start of the quantity column: a cell break, not one word run.
    const lines = await readPdfText([
      at(50, 0, 'Online ordering integration'),
      at(160, 0, '9.5'),
      at(270, 0, '$110.00'),
    ]);
    expect(lines[0]).toMatch(/^Online ordering integration {3,}9\.5 {3,}\$110\.00$/);
  });

  it('keeps a cell after a long narrow text at the column of the header it stands under on the page', async () => {
    // 76 characters of narrow letters take 347 pt, less than half a font size per character (380 pt).
    const lines = await readPdfText([
      at(50, 0, 'Description'),
      at(410, 0, 'Debit'),
      at(465, 0, 'Credit'),
      at(50, 1, 'Invoice 88120 - annual maintenance contract for HVAC units, building A and B'),
      at(410, 1, '2,400.00'),
      at(50, 2, 'Short'),
      at(465, 2, '1,500.00'),
    ]);
    const debit = lines[0]?.indexOf('Debit');
    const credit = lines[0]?.indexOf('Credit');
    expect(lines[1]?.indexOf('2,400.00')).toBe(debit);
    expect(lines[2]?.indexOf('1,500.00')).toBe(credit);
    expect(lines[1]).toMatch(/B {3,}2,400\.00$/);
  });

  it('keeps right-aligned amounts aligned when a long text on another line ends between their starts', async () => {
    // The amounts end at 500 pt (starting at 461 and 475 pt); the terms line ends at 468 pt, its page number after.
    const terms = `Terms: ${'fill it in, '.repeat(11)}fill it`;
    const lines = await readPdfText([
      at(50, 0, terms),
      at(490, 0, 'p. 1'),
      at(50, 2, 'Item'),
      at(465.54, 2, 'Amount'),
      at(50, 3, 'Hosting'),
      at(461.08, 3, '1,234.00'),
      at(50, 4, 'Domain'),
      at(474.98, 4, '12.00'),
    ]);
    expect(lines[0]).toMatch(/fill it {3,}p\. 1$/);
    expect(lines[1]).toBe('');
    const ends = [lines[2], lines[3], lines[4]].map((line) => line?.trimEnd().length ?? 0);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThanOrEqual(1);
  });

  it('keeps a raised run (a superscript) on the line it belongs to, and words apart', async () => {
    const lines = await readPdfText([
      at(50, 0, 'Total'),
      { x: 80, y: 794, size: 6, text: '1' },
      at(100, 0, 'EUR 5,00'),
      at(50, 1, 'Footnote'),
    ]);
    expect(lines).toEqual([expect.stringMatching(/^Total ?1 +EUR 5,00$/), 'Footnote']);
  });
});
