import { describe, expect, it } from '@jest/globals';
import { renderDocument } from '../../../bench/extraction/corpus/render.ts';
import type { TCorpusDocument } from '../../../bench/extraction/corpus/types.ts';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../src/extraction/ocr/index.ts';
import { OCR_TEST_MS } from '../../helpers/ocr-test-time.ts';

async function readRenderedPdf(lines: string[]) {
  const document = {
    id: 'render-test',
    kind: 'invoice',
    lang: 'en',
    format: 'pdf',
    lines,
  } as unknown as TCorpusDocument;
  const text = await readDocument(renderDocument(document), { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } });
  return (text.pages[0]?.text ?? '').split('\n');
}

describe('corpus PDF rendering', () => {
  it('keeps every cell of a six-column table on the page and apart from its neighbours', async () => {
    const lines = await readRenderedPdf([
      'Line\tPart No.\tDescription\tQty\tUnit Cost\tExt. Cost',
      '1\tHX-0616\tHex bolt 3/8-16 x 1 Gr.8 zinc\t2,000\t0.142\t284.00',
    ]);
    expect(lines[0]).toMatch(/^Line {3,}Part No\. {3,}Description {3,}Qty {3,}Unit Cost {3,}Ext\. Cost$/);
    expect(lines[1]).toMatch(/^1 {3,}HX-0616 {3,}Hex bolt 3\/8-16 x 1 Gr\.8 zinc {3,}2,000 {3,}0\.142 {3,}284\.00$/);
  });

  it('writes dashes, typographic quotes and the euro sign in the font encoding', async () => {
    const lines = await readRenderedPdf(['Period: 01.03.2026 – 31.03.2026 — sender’s “copy” • 5 €']);
    expect(lines).toEqual(['Period: 01.03.2026 – 31.03.2026 — sender’s “copy” • 5 €']);
  });
});

async function readRenderedImage(format: 'png' | 'scan', lines: string[]) {
  const document = { id: 'render-image', kind: 'invoice', lang: 'en', format, lines } as unknown as TCorpusDocument;
  const read = await readDocument(renderDocument(document), { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: true } });
  return read.pages.map((page) => page.text).join('\n');
}

describe('corpus image rendering', () => {
  it(
    'puts a scan longer than one page on further pages: its last lines are still read',
    async () => {
      const lines = Array.from({ length: 60 }, (_, index) => `Item ${index + 1}\t${(index + 1) * 3}.00 EUR`);
      const text = await readRenderedImage('scan', lines);
      // Until session 10 everything past about line 44 was drawn below the page and lost.
      expect(text).toMatch(/Item 59\s+177\.00 EUR/);
      expect(text).toMatch(/Item 60\s+180\.00 EUR/);
    },
    OCR_TEST_MS,
  );

  it(
    'keeps the last column of a wide table on a scanned page',
    async () => {
      const text = await readRenderedImage('scan', [
        'Pos\tArt.-Nr.\tBezeichnung\tMenge\tEinheit\tEinzelpreis\tGesamt',
        '30\t118020\tFlächendesinfektion alkoholfrei\t60\tFl\t6,20\t372,00',
      ]);
      // Until session 18 a scan's image was drawn 50 pt in from the left on a page it filled: its right 50 pt fell
      // off the page, and with them the amounts of a wide table.
      expect(text).toMatch(/6,20\s+372,00/);
    },
    OCR_TEST_MS,
  );

  it(
    'starts a column after the widest cell before it, so a long description does not run into the amount',
    async () => {
      const text = await readRenderedImage('png', [
        'Description\tAmount',
        'Quarterly maintenance of the ventilation system, building B\t1,240.00',
      ]);
      expect(text).toMatch(/ventilation system, building B\s{2,}1,240\.00/);
    },
    OCR_TEST_MS,
  );
});
