// Session 19 (png19): what a photographed or scanned form loses between its image and its fields. Tick boxes
// (☐/☒) are found in the image and written into the recognized text; the options of a choice are one value that the
// ticked box decides; and the recognized text's usual misreadings are read right where the text itself proves it:
// an IBAN by its check digits, "£26.80 - please" (an en dash read as "-") as no debit, "→" read as "—" in a route,
// "•" read as "+" before a list item.
import { afterAll, describe, expect, it } from '@jest/globals';
import { findCheckBoxes } from '../../../src/extraction/ocr/check-boxes.ts';
import { greyOf } from '../../../src/extraction/ocr/grey-page.ts';
import { DEFAULT_OCR_SETTINGS, recognize, shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { layoutWords } from '../../../src/extraction/ocr/layout-words.ts';
import { ibanChecks, repairedIban } from '../../../src/extraction/providers/local/iban-repair.ts';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { drawRows } from '../../fixtures/canvas-rows.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const greyPage = (canvas: ReturnType<typeof drawRows>) => {
  const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return greyOf(image.data, canvas.width, canvas.height);
};

afterAll(async () => {
  await shutdownOcr();
});

describe('tick boxes in an image', () => {
  it('finds empty and ticked boxes, and takes no letter, digit, bracket or filled square for one', () => {
    const boxes = findCheckBoxes(greyPage(drawRows([['Newsletter:   ☐ ja   ☒ nein'], ['O D 0 ■ [x] [ ] Boxen']])));
    expect(boxes.map((box) => box.ticked)).toEqual([false, true]);
    expect(boxes.every((box) => box.top < 60)).toBe(true);
  });

  it('takes no frame with a digit in it (a form box per character) for a ticked box', () => {
    const canvas = drawRows([['Postleitzahl:']]);
    const context = canvas.getContext('2d');
    context.strokeStyle = '#111111';
    context.lineWidth = 2;
    for (const [index, digit] of ['1', '8', '0', '4'].entries()) {
      context.strokeRect(300 + index * 30, 40, 22, 22);
      context.fillText(digit, 305 + index * 30, 40);
    }
    expect(findCheckBoxes(greyPage(canvas))).toEqual([]);
  });

  it('writes each box into its line in place of what Tesseract read from it', () => {
    const word = (text: string, x0: number, x1: number, symbols = true) => ({
      text,
      bbox: { x0, y0: 40, x1, y1: 58 },
      ...(symbols
        ? {
            symbols: [...text].map((char, index) => ({
              text: char,
              bbox: { x0: x0 + index * 12, y0: 40, x1: x0 + index * 12 + 11, y1: 58 },
            })),
          }
        : {}),
    });
    const text = layoutWords(
      [
        {
          paragraphs: [
            {
              lines: [
                {
                  words: [
                    word('Newsletter:', 100, 232),
                    word('0', 272, 283),
                    word('ja', 300, 324),
                    word('[nein', 345, 405),
                  ],
                },
              ],
            },
          ],
        },
      ],
      [
        { left: 272, top: 41, right: 288, bottom: 57, ticked: false },
        { left: 345, top: 41, right: 356, bottom: 57, ticked: true },
      ],
    );
    expect(text?.replace(/\s+/g, ' ')).toBe('Newsletter: ☐ ja ☒ nein');
  });

  it('reads which box of a German form is ticked from its image', async () => {
    const canvas = drawRows([
      ['Aufnahmeantrag'],
      ['Mitgliedsart:   ☐ Einzel   ☒ Familie   ☐ Förderer'],
      ['Newsletter:   ☐ ja   ☒ nein'],
    ]);
    const [result] = await recognize([canvas.toBuffer('image/png')], {
      languages: DEFAULT_OCR_SETTINGS.languages,
      timeoutMsPerPage: 60_000,
    });
    const text = result?.ok ? result.text.replace(/[ \t]+/g, ' ') : '';
    expect(text).toContain('☐ Einzel ☒ Familie ☐ Förderer');
    expect(text).toContain('☐ ja ☒ nein');
  }, 120_000);
});

describe('a choice of options with boxes', () => {
  it('takes the ticked option of a German form for a text field', async () => {
    const text = ['Aufnahmeantrag', 'Name:  Jürgen Böhmer', 'Mitgliedsart:  ☐ Einzel  ☒ Familie  ☐ Förderer'].join(
      '\n',
    );
    const response = await extractText(text, strings('name', 'mitgliedsart'));
    expect(response.result).toMatchObject({ name: 'Jürgen Böhmer', mitgliedsart: 'Familie' });
  });

  it('takes the ticked option written with brackets', async () => {
    const response = await extractText('Plan: [ ] Standard [x] Off-Peak [ ] Student', strings('plan'));
    expect(response.result).toMatchObject({ plan: 'Off-Peak' });
  });
});

describe('misreadings the text proves', () => {
  it('reads an IBAN whose check digits only agree with one spelling of its "O"s', async () => {
    expect(repairedIban('DEO02 1203 0000 0000 2020 51')).toBe('DE02120300000000202051');
    expect(repairedIban('DE89 37O4 OO44 O532 O13O OO')).toBe('DE89370400440532013000');
    // A correct IBAN is never changed, and a wrong one no spelling fixes stays as it is.
    expect(repairedIban('DE02 1203 0000 0000 2020 51')).toBeNull();
    expect(repairedIban('DE02 1203 0000 0000 2020 52')).toBeNull();
    expect(ibanChecks('GB29NWBK60161331926819')).toBe(true);
    const response = await extractText('Bankverbindung\nIBAN:  DEO02 1203 0000 0000 2020 51', strings('iban'));
    expect(response.result).toMatchObject({ iban: 'DE02120300000000202051' });
  });

  it('reads no debit from a dash that starts a remark or a range, and keeps a trailing minus', () => {
    expect(parseNumber('£26.80 - please pay by 09 April 2026')).toBe(26.8);
    expect(parseNumber('5 - 7 Tage')).toBe(5);
    expect(parseNumber('100,00-')).toBe(-100);
    expect(parseNumber('100,00 -')).toBe(-100);
    expect(parseNumber('12,50 -  Rabatt')).toBe(-12.5);
  });

  it('reads a route whose arrow came back as an em dash', async () => {
    const text = ['BOARDING PASS', 'JANE DOE', 'London Heathrow — Edinburgh', 'Flight BA 1436'].join('\n');
    const response = await extractText(text, strings('from', 'to'));
    expect(response.result).toMatchObject({ from: 'London Heathrow', to: 'Edinburgh' });
  });

  it('reads list items whose bullet came back as "+"', async () => {
    const text = ['Arbeitszeugnis', '', 'Kenntnisse:', '+ SAP FI/CO', '+ DATEV', '+ Excel (Power Query)'].join('\n');
    const response = await extractText(text, [{ name: 'kenntnisse', type: 'array', items: { type: 'string' } }]);
    expect(response.result).toMatchObject({ kenntnisse: ['SAP FI/CO', 'DATEV', 'Excel (Power Query)'] });
  });
});
