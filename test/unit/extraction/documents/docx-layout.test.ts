// How a Word document's paragraphs, tabs and tables read as lines: one line per paragraph, a blank line only where
// the document has an empty paragraph, a tab and a table's cell gap both the three spaces the other readers put
// between columns.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { docxEntries, docxParagraph, docxTableRow } from '../../../fixtures/docx-writer.ts';
import { buildZip } from '../../../fixtures/zip-writer.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function readDocx(body: string) {
  const document = await readDocument({
    bytes: buildZip(docxEntries(body)),
    fileName: 'letter.docx',
    contentType: DOCX,
  });
  return document;
}

const table = (...rows: string[][]) => `<w:tbl>${rows.map(docxTableRow).join('')}</w:tbl>`;
// Runs apart by Word's tab, as a letter lines up two label/value pairs on one line.
const tabbed = (...parts: string[]) =>
  `<w:p>${parts.map((part) => `<w:r><w:t xml:space="preserve">${part}</w:t></w:r>`).join('<w:r><w:tab/></w:r>')}</w:p>`;

describe('a Word document read as lines', () => {
  it('keeps an address block after a table together: a blank line only where the document has an empty paragraph', async () => {
    const document = await readDocx(
      docxParagraph('Rechnung') +
        table(['Rechnungsnummer', 'R-2026-114'], ['Datum', '02.03.2026']) +
        ['Rechnung an:', 'Sonnenschein Hotels GmbH', 'Seestraße 4', '88131 Lindau', '', 'Vielen Dank.']
          .map(docxParagraph)
          .join(''),
    );
    expect(document.pages[0]?.text.split('\n')).toEqual([
      'Rechnung',
      expect.stringMatching(/^Rechnungsnummer {3,}R-2026-114$/),
      expect.stringMatching(/^Datum {3,}02\.03\.2026$/),
      'Rechnung an:',
      'Sonnenschein Hotels GmbH',
      'Seestraße 4',
      '88131 Lindau',
      '',
      'Vielen Dank.',
    ]);
  });

  it('keeps two label/value pairs a tab apart as two cells, in a paragraph and in a table cell', async () => {
    const document = await readDocx(
      tabbed('Kunde: Sonnenschein Hotels', 'Bearbeiter: Anna Weber') +
        `<w:tbl><w:tr><w:tc>${tabbed('Projekt: Umbau Seeflügel', 'Stand: vorläufig')}</w:tc><w:tc>${docxParagraph('Seite 1')}</w:tc></w:tr></w:tbl>`,
    );
    const text = document.pages[0]?.text ?? '';
    expect(text.split('\n')).toEqual([
      'Kunde: Sonnenschein Hotels   Bearbeiter: Anna Weber',
      'Projekt: Umbau Seeflügel   Stand: vorläufig   Seite 1',
    ]);
    const lines = documentLines([document]);
    expect(lines.map((line) => line.cells.map((cell) => line.text.slice(cell.start, cell.end)))).toEqual([
      ['Kunde: Sonnenschein Hotels', 'Bearbeiter: Anna Weber'],
      ['Projekt: Umbau Seeflügel', 'Stand: vorläufig', 'Seite 1'],
    ]);
  });

  it('reads a cell of two paragraphs as two lines of its row, no blank line between', async () => {
    const document = await readDocx(
      `<w:tbl><w:tr><w:tc>${docxParagraph('Lieferadresse')}${docxParagraph('Hafenweg 2')}</w:tc><w:tc>${docxParagraph('Menge: 4')}</w:tc></w:tr></w:tbl>${docxParagraph('Ende')}`,
    );
    expect(document.pages[0]?.text.split('\n')).toEqual([
      expect.stringMatching(/^Lieferadresse {3,}Menge: 4$/),
      'Hafenweg 2',
      'Ende',
    ]);
  });
});
