import { afterAll, describe, expect, it } from '@jest/globals';
import { recognize, shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { recognitionOrder } from '../../../src/extraction/ocr/language-order.ts';
import { drawRows } from '../../fixtures/canvas-rows.ts';

afterAll(async () => {
  await shutdownOcr();
});

describe('OCR language order', () => {
  it('puts German before English, each language once', () => {
    expect(recognitionOrder(['eng', 'deu'])).toEqual(['deu', 'eng']);
    expect(recognitionOrder(['eng', 'deu', 'eng'])).toEqual(['deu', 'eng']);
    expect(recognitionOrder(['eng'])).toEqual(['eng']);
  });

  it('keeps the umlauts of small German text when the settings list English first', async () => {
    // Like a phone photo of a form: label and value columns.
    const image = drawRows([
      ['Stadtwerke Ulm/Neu-Ulm GmbH'],
      ['Ablesekarte Strom - Selbstablesung'],
      ['Kundennummer', '4006 1187 22'],
      ['Zählernummer', '1EMH0011527744'],
      ['Zählerstand', '48213 kWh'],
      ['Wert geschätzt', 'nein'],
      ['Bitte bis 10.01.2026 zurücksenden'],
    ]).toBuffer('image/png');
    const [result] = await recognize([image], { languages: ['eng', 'deu'], timeoutMsPerPage: 60_000 });
    const text = result?.ok ? result.text : '';
    expect(text).toContain('Zählernummer');
    expect(text).toContain('Zählerstand');
    expect(text).toContain('geschätzt');
    expect(text).toContain('zurücksenden');
    expect(text).toContain('48213 kWh');
  }, 120_000);
});
