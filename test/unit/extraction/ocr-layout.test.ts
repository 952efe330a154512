// Scanned tables: recognized words are put at the character column of their position on the page.
import { describe, expect, it } from '@jest/globals';
import { layoutWords } from '../../../src/extraction/ocr/layout-words.ts';

const word = (text: string, x0: number, y0: number) => ({
  text,
  bbox: { x0, y0, x1: x0 + text.length * 10, y1: y0 + 20 },
});
const line = (...words: ReturnType<typeof word>[]) => ({ words });

describe('OCR text from word boxes', () => {
  it('lines a table up by the words positions, wide gaps apart by two spaces or more, paragraphs by a blank line', () => {
    const text = layoutWords([
      { paragraphs: [{ lines: [line(word('INVOICE', 100, 10))] }] },
      {
        paragraphs: [
          {
            lines: [
              line(word('Description', 100, 60), word('Qty', 400, 60), word('Amount', 600, 60)),
              line(word('Desk', 100, 90), word('lamp', 150, 90), word('3', 420, 90), word('1,119.96', 600, 90)),
              line(
                word('Consulting', 100, 120),
                word('hours', 210, 120),
                word('11', 410, 120),
                word('4,248.31', 600, 120),
              ),
            ],
          },
        ],
      },
    ]);
    const [title, blank, header = '', first = '', second = ''] = (text ?? '').split('\n');
    expect([title, blank]).toEqual(['INVOICE', '']);
    expect(first.slice(0, first.indexOf('  '))).toBe('Desk lamp');
    expect(first.indexOf('1,119.96')).toBe(header.indexOf('Amount'));
    expect(second.indexOf('4,248.31')).toBe(header.indexOf('Amount'));
    expect(second.indexOf('11')).toBe(header.indexOf('Qty') + 1);
  });

  it('puts a blank line where the page leaves an empty line, not between paragraphs Tesseract made up', () => {
    // Lines 36 px apart, each its own paragraph as Tesseract often has them; one empty line's gap before TOTAL.
    const paragraph = (text: string, y: number) => ({ lines: [line(word(text, 100, y))] });
    const text = layoutWords([
      { paragraphs: [paragraph('GREENWAY', 40), paragraph('Leeds', 76)] },
      { paragraphs: [paragraph('YOGURT', 148), paragraph('3@1.10', 184), paragraph('TOTAL', 256)] },
      // A second column, read after the first: the reading goes back up the page.
      { paragraphs: [paragraph('Column', 40)] },
    ]);
    expect(text).toBe('GREENWAY\nLeeds\n\nYOGURT\n3@1.10\n\nTOTAL\n\nColumn');
  });

  it('gives nothing without words, so the recognized text is kept', () => {
    expect(layoutWords(null)).toBeNull();
    expect(layoutWords([{ paragraphs: [] }])).toBeNull();
  });
});
