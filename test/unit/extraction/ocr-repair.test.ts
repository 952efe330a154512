// Recognized text: pages made black and white at Otsu's threshold, and character confusions put right.
import { describe, expect, it } from '@jest/globals';
import { binarizePixels, otsuThreshold } from '../../../src/extraction/ocr/binarize.ts';
import { looksGerman, repairRecognizedText } from '../../../src/extraction/ocr/repair-text.ts';

describe('OCR text repair', () => {
  it('reads "ii" inside a word of a German page as "ü"', () => {
    expect(repairRecognizedText('Riickgeld EUR 3,40\nVielen Dank fiir Ihren Einkauf!')).toBe(
      'Rückgeld EUR 3,40\nVielen Dank für Ihren Einkauf!',
    );
    expect(repairRecognizedText('Menge Preis\nDiinnbettmortel 25 kg')).toBe('Menge Preis\nDünnbettmortel 25 kg');
  });

  it('leaves "ii" of English pages and roman numerals alone', () => {
    expect(repairRecognizedText('Skiing holiday, Hawaii\nTotal 12.00')).toBe('Skiing holiday, Hawaii\nTotal 12.00');
    expect(repairRecognizedText('Rechnung und Lieferschein\nTeil ii und iii')).toBe(
      'Rechnung und Lieferschein\nTeil ii und iii',
    );
    expect(looksGerman('Invoice for the skiing trip')).toBe(false);
    expect(looksGerman('Rechnung mit Betrag')).toBe(true);
  });

  it('reads the litre sign after a quantity and in a price per litre as "l", not "1"', () => {
    expect(repairRecognizedText('52,18 1x 1,679 EUR/1      87,61 EUR')).toBe('52,18 l x 1,679 EUR/l      87,61 EUR');
    expect(repairRecognizedText('52,18 l x 1,679 EUR/I')).toBe('52,18 l x 1,679 EUR/l');
    expect(repairRecognizedText('41,86 1 x 1,769 EUR/1\nPreis/1     1,789 EUR')).toBe(
      '41,86 l x 1,769 EUR/l\nPreis/l     1,789 EUR',
    );
  });

  it('keeps numbers that are numbers', () => {
    const text = 'Seite 1/1\nPos 2 1 x 3,50\nArtikel AB/1 2,5 1 stk\n12.50 1';
    expect(repairRecognizedText(text)).toBe(text);
  });
});

describe('black-and-white pages for OCR', () => {
  it('finds the level between ink and paper', () => {
    const histogram = new Array(256).fill(0);
    histogram[30] = 100; // ink
    histogram[60] = 20; // ink's grey fringe
    histogram[200] = 50; // JPEG speckle on paper
    histogram[245] = 900; // paper
    const threshold = otsuThreshold(histogram);
    expect(threshold).toBeGreaterThanOrEqual(60);
    expect(threshold).toBeLessThan(200);
  });

  it('turns grey pixels black or white, and leaves a blank page as it is', () => {
    const pixels = new Uint8ClampedArray([20, 20, 20, 255, 90, 90, 90, 255, 230, 230, 230, 255, 250, 250, 250, 255]);
    binarizePixels(pixels);
    expect([...pixels].filter((_, index) => index % 4 === 0)).toEqual([0, 0, 255, 255]);
    const blank = new Uint8ClampedArray([240, 240, 240, 255, 240, 240, 240, 255]);
    binarizePixels(blank);
    expect([...blank]).toEqual([240, 240, 240, 255, 240, 240, 240, 255]);
  });
});
