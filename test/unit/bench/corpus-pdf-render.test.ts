import { describe, expect, it } from '@jest/globals';
import { renderDocument } from '../../../bench/extraction/corpus/render.ts';
import type { TCorpusDocument } from '../../../bench/extraction/corpus/types.ts';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../src/extraction/ocr/index.ts';

// The corpus's PDFs read back with the product's reader, as the evaluation reads them (session 13: the renderer
// lost letters outside WinAnsi, let capitals and wide tables collide and ran long lines off the page).
async function readRenderedPdf(lines: string[]): Promise<string[]> {
  const document = {
    id: 'render-pdf',
    kind: 'invoice',
    lang: 'en',
    format: 'pdf',
    lines,
  } as unknown as TCorpusDocument;
  const text = await readDocument(renderDocument(document), { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } });
  return text.pages.flatMap((page) => page.text.split('\n'));
}

const cellsOf = (line: string | undefined) => (line ?? '').trim().split(/ {2,}/);

describe('corpus PDF rendering of real-world text', () => {
  it('keeps letters and signs outside WinAnsi (Polish, Czech, the minus sign, a narrow no-break space)', async () => {
    const lines = await readRenderedPdf(['Łódź ř 12\u202f450,00 −125.00 €']);
    expect(lines).toEqual(['Łódź ř 12 450,00 −125.00 €']);
  });

  it('sets a six-column table wider than the page smaller: each row on one line, its cells apart and in order', async () => {
    const rows = [
      ['Pos.', 'Article number', 'Description', 'Quantity ordered', 'Unit price EUR', 'Line total EUR'],
      [
        '1',
        'HX-0616-A2-70-BOX',
        'Stainless steel hex bolt M12 x 80 DIN 933 A2-70, box of 50',
        '12 boxes',
        '38.40',
        '460.80',
      ],
      ['2', 'WS-1200-ZN-BOX', 'Washer DIN 125 M12 zinc plated, box of 200', '4 boxes', '11.90', '47.60'],
    ];
    const lines = await readRenderedPdf(rows.map((row) => row.join('\t')));
    expect(lines.map(cellsOf)).toEqual(rows);
  });

  it('wraps the cells of a table too wide even at 6 pt within their columns: no cell overlaps or moves', async () => {
    // Each remark longer than the one before (70 to 94 characters): squeezed against the right edge, they swapped.
    const row = [70, 76, 82, 88, 94].map((length, column) =>
      `Remark ${column + 1} on the delivery to the loading dock of building B, checked and signed by the foreman`.slice(
        0,
        length,
      ),
    );
    const lines = await readRenderedPdf([row.join('\t')]);
    const first = cellsOf(lines[0]);
    expect(first).toHaveLength(5);
    first.forEach((cell, column) => {
      expect(row[column]?.startsWith(cell)).toBe(true);
    });
    expect(lines.join(' ').split(/\s+/).sort()).toEqual(row.join(' ').trim().split(/\s+/).sort());
  });

  it('measures capitals at their real width, so upper-case cells do not run together', async () => {
    const row = ['CUSTOMER NO. 4471-0093', 'ORDER DATE 03/02/2026', 'SALES REP JOHNSON', 'TERMS NET 30'];
    const lines = await readRenderedPdf([row.join('\t')]);
    expect(lines.map(cellsOf)).toEqual([row]);
  });

  it('wraps a 300-character sentence at the margin instead of losing its end past the page edge', async () => {
    const words =
      'Payment is due within thirty days of the invoice date by bank transfer to the account given below, quoting the invoice number and customer number in the reference so that we can allocate it; late payments incur interest at nine percentage points above the base rate and a fixed fee of forty euros.';
    expect(words.length).toBeGreaterThanOrEqual(290);
    const lines = await readRenderedPdf([words]);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ').split(/\s+/)).toEqual(words.split(' '));
  });
});
