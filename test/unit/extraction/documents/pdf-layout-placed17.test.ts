// Pages as invoicing and letter software draws them (session 17, dev set pdf17): empty space between blocks, small
// labels above larger values in boxes, headings on one baseline, a table carried over a page with a bank footer.
import { describe, expect, it } from '@jest/globals';
import { layoutPageText, type TTextItem } from '../../../../src/extraction/documents/pdf-layout.ts';
import type { TDocumentText } from '../../../../src/extraction/types.ts';
import { textWidth } from '../../../fixtures/helvetica.ts';
import { extractVerified } from '../local-provider-helpers.ts';

const run = (str: string, x: number, y: number, size = 10): TTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: textWidth(str, size),
  hasEOL: false,
});

describe('PDF layout of placed pages', () => {
  it('reads empty space between two blocks as a blank line, and lines set one under the other without one', () => {
    const lines = layoutPageText([
      run('Brightwater Energy Ltd', 50, 790),
      run('5 Canal Wharf, Leeds', 50, 774),
      run('Bill to', 50, 740),
      run('Daniel Okafor', 50, 724),
    ]).split('\n');
    expect(lines).toEqual(['Brightwater Energy Ltd', '5 Canal Wharf, Leeds', '', 'Bill to', 'Daniel Okafor']);
  });

  it('puts each small label of a row of boxes in the column of the larger value under it', () => {
    // 7 pt labels over 10 pt values at the same x: counted in their own size, the labels stood right of the values.
    const boxes = [
      { x: 50, label: 'Account number', value: '8801 2274 9931' },
      { x: 185, label: 'Bill date', value: '9 February 2026' },
      { x: 310, label: 'Billing period', value: '1 Jan - 31 Jan 2026' },
      { x: 450, label: 'Please pay by', value: '23 Feb 2026' },
    ];
    const [labels = '', values = ''] = layoutPageText([
      run('Your energy bill', 50, 640),
      ...boxes.flatMap((box) => [run(box.label, box.x, 610, 7), run(box.value, box.x, 598)]),
    ])
      .split('\n')
      .filter((line) => line !== '')
      .slice(1);
    for (const box of boxes) {
      expect(labels.indexOf(box.label)).toBe(values.indexOf(box.value));
    }
  });

  it('also when the labels share their line with other text left of them (a phone number under a letterhead)', () => {
    const [labels = '', values = ''] = layoutPageText([
      run('(303) 555-0148', 50, 764, 9),
      run('DATE', 430, 765, 8),
      run('INVOICE #', 500, 765, 8),
      run('4/14/2026', 430, 753),
      run('10487', 500, 753),
    ]).split('\n');
    expect(labels.indexOf('INVOICE #')).toBe(values.indexOf('10487'));
    expect(labels.indexOf('DATE')).toBe(values.indexOf('4/14/2026'));
  });

  it('sets a letterhead and a title on one baseline as two lines, not as a label and its value', () => {
    const lines = layoutPageText([
      run('Papierwerk Vogel KG', 50, 805, 14),
      run('LIEFERSCHEIN', 430, 805, 14),
      run('Druckerei Sommer GmbH', 57, 715),
      run('Lieferschein-Nr.   LS 260388', 57, 703),
    ])
      .split('\n')
      .map((line) => line.trim());
    expect(lines.slice(0, 2)).toEqual(['Papierwerk Vogel KG', 'LIEFERSCHEIN']);
  });

  it('keeps a table row of body text with a wide gap on one line', () => {
    const [line = ''] = layoutPageText([run('Anfahrt', 50, 700), run('35,00', 500, 700)]).split('\n');
    expect(line).toMatch(/^Anfahrt {3,}35,00$/);
  });
});

describe('a table carried over a page with blank lines and a bank footer between', () => {
  it('goes on under the header repeated on the next page', async () => {
    const page = (number: number, lines: string[]) => ({ page: number, text: lines.join('\n') });
    const document: TDocumentText = {
      fileName: 'order.pdf',
      contentType: 'application/pdf',
      warnings: [],
      pages: [
        page(1, [
          'Artikel           Menge   Preis   Betrag',
          'Kopierpapier A4   40      4,20    168,00',
          'Ordner breit      60      2,15    129,00',
          '',
          'Übertrag                          297,00',
          '',
          'Hanse Technik GmbH        Hamburger Sparkasse                 Geschäftsführung: Anke Voss',
          'Am Sandtorkai 41          IBAN DE44 2005 0550 1234 5678 90    HRB 118822',
          '20457 Hamburg             BIC HASPDEHHXXX                     USt-IdNr. DE317552901',
          '',
          'Seite 1 von 2',
        ]),
        page(2, [
          'Bestellung 4471 vom 02.04.2026                                 Seite 2 von 2',
          '',
          'Artikel           Menge   Preis   Betrag',
          'Übertrag                          297,00',
          'Heftklammern      30      0,95    28,50',
          '',
          'Gesamtbetrag   325,50',
        ]),
      ],
    };
    const result = await extractVerified(document, [
      {
        name: 'items',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'artikel', type: 'string' },
            { name: 'menge', type: 'number' },
            { name: 'preis', type: 'number' },
            { name: 'betrag', type: 'number' },
          ],
        },
      },
    ]);
    expect(result).toEqual({
      items: [
        { artikel: 'Kopierpapier A4', menge: 40, preis: 4.2, betrag: 168 },
        { artikel: 'Ordner breit', menge: 60, preis: 2.15, betrag: 129 },
        { artikel: 'Heftklammern', menge: 30, preis: 0.95, betrag: 28.5 },
      ],
    });
  });
});
