// PDFs whose columns stand close together (session 29, branch pdfcols29): an address block with the data block a few
// points right of it, labels right-aligned against their values, side-by-side key/value blocks, tables whose columns
// are 6-9 pt apart. pdf.js keeps glyphs up to 0.6 font sizes apart in one text item and starts a new item past that;
// the layout joined items less than a font size apart with one space, so a label landed in the address line before it
// ("41 Canal Street, Leeds LS1 4DT Invoice date"). Each case failed on the code before its rule, except the ones named
// "still", which guard what the rule must leave alone.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { DEFAULT_OCR_SETTINGS } from '../../../src/extraction/ocr/index.ts';
import { textWidth } from '../../fixtures/helvetica.ts';
import { buildPdf, type TPdfText } from '../../fixtures/pdf-writer.ts';
import { extract, itemsField } from './local-provider-helpers.ts';

/** Runs on one baseline, each `gap` points after the end of the one before (gap in points, per run after the first). */
function row(y: number, cells: string[], gaps: number[], size = 10, x = 50): TPdfText[] {
  let left = x;
  return cells.map((text, index) => {
    left += index === 0 ? 0 : (gaps[index - 1] ?? 0);
    const run = { x: left, y, size, text };
    left += textWidth(text, size);
    return run;
  });
}

async function readRuns(runs: TPdfText[]) {
  return readDocument(
    { bytes: buildPdf([runs]), fileName: 'page.pdf', contentType: 'application/pdf' },
    { ocr: { ...DEFAULT_OCR_SETTINGS, enabled: false } },
  );
}
const textOf = async (runs: TPdfText[]) => (await readRuns(runs)).pages.map((page) => page.text).join('\n');

describe('runs farther apart than pdf.js keeps in one item are cells', () => {
  it('reads a label 8 pt after the address line before it as a cell of its own', async () => {
    const text = await textOf(row(700, ['41 Canal Street, Leeds LS1 4DT', 'Invoice date', '09/03/2026'], [8, 8]));
    expect(text).toMatch(/^41 Canal Street, Leeds LS1 4DT {3,}Invoice date {3,}09\/03\/2026$/);
  });

  it('reads a small label 6.5 pt before its value in the body size, and the next label after it, apart', async () => {
    const runs = [...row(700, ['Name'], [], 8), ...row(700, ['Lena Hofmann'], [], 10, 50 + textWidth('Name', 8) + 6.5)];
    const text = await textOf(runs);
    expect(text).toMatch(/^Name {3,}Lena Hofmann$/);
  });

  it('still joins words of one font 0.4 font sizes apart (pdf.js keeps them in one item) with one space', async () => {
    expect(await textOf(row(700, ['Invoice', 'date'], [4]))).toBe('Invoice date');
  });

  it('still joins a bold word a word space after the text before it with one space', async () => {
    const runs = [
      ...row(700, ['Please pay by'], [], 10),
      ...row(700, ['12 March'], [], 11, 50 + textWidth('Please pay by', 10) + 3),
    ];
    expect(await textOf(runs)).toBe('Please pay by 12 March');
  });

  it('still joins a justified line drawn word by word, its word spaces all alike, with one space each', async () => {
    const words = 'the goods remain our property until the invoice is paid in full'.split(' ');
    const text = await textOf(
      row(
        700,
        words,
        words.map(() => 7),
      ),
    );
    expect(text).toBe(words.join(' '));
  });
});

describe('fields of columns a few points apart', () => {
  it("reads a table's item numbers 7 pt left of the descriptions as their own column", async () => {
    const table = [
      ['Item no.', 'Description', 'Delivered'],
      ['BRK-1044', 'Brake pad set, front', '12'],
      ['FLT-0310', 'Oil filter', '40'],
      ['WPR-5521', 'Wiper blade 550 mm', '24'],
    ];
    const widths = [0, 1].map((column) => Math.max(...table.map((cells) => textWidth(cells[column] ?? '', 10))));
    const runs = table.flatMap((cells, index) =>
      cells.map((text, column) => ({
        x: 50 + widths.slice(0, column).reduce((sum, width) => sum + width + 7, 0),
        y: 700 - index * 14,
        size: 10,
        text,
      })),
    );
    const document = await readRuns([{ x: 50, y: 790, size: 14, text: 'DELIVERY NOTE DN-558210' }, ...runs]);
    const schema = [
      itemsField([
        ['item_number', 'string'],
        ['description', 'string'],
        ['quantity_delivered', 'number'],
      ]),
    ];
    expect((await extract([document], schema)).result).toMatchObject({
      items: [
        { item_number: 'BRK-1044', description: 'Brake pad set, front', quantity_delivered: 12 },
        { item_number: 'FLT-0310', description: 'Oil filter', quantity_delivered: 40 },
        { item_number: 'WPR-5521', description: 'Wiper blade 550 mm', quantity_delivered: 24 },
      ],
    });
  });
});
