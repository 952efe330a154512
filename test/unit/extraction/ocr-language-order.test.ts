import { afterAll, describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { recognize, shutdownOcr } from '../../../src/extraction/ocr/index.ts';
import { recognitionOrder } from '../../../src/extraction/ocr/language-order.ts';

afterAll(async () => {
  await shutdownOcr();
});

/** Lines drawn like a phone photo of a form: 24 px sans-serif, label and value columns. */
function formImage(lines: string[][]): Buffer {
  const canvas = createCanvas(1240, 80 + lines.length * 36);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '24px sans-serif';
  context.textBaseline = 'top';
  lines.forEach((cells, row) => {
    cells.forEach((cell, column) => {
      context.fillText(cell, 104 + column * 417, 40 + row * 36);
    });
  });
  return canvas.toBuffer('image/png');
}

describe('OCR language order', () => {
  it('puts German before English, each language once', () => {
    expect(recognitionOrder(['eng', 'deu'])).toEqual(['deu', 'eng']);
    expect(recognitionOrder(['eng', 'deu', 'eng'])).toEqual(['deu', 'eng']);
    expect(recognitionOrder(['eng'])).toEqual(['eng']);
  });

  it('keeps the umlauts of small German text when the settings list English first', async () => {
    const image = formImage([
      ['Stadtwerke Ulm/Neu-Ulm GmbH'],
      ['Ablesekarte Strom - Selbstablesung'],
      ['Kundennummer', '4006 1187 22'],
      ['Zählernummer', '1EMH0011527744'],
      ['Zählerstand', '48213 kWh'],
      ['Wert geschätzt', 'nein'],
      ['Bitte bis 10.01.2026 zurücksenden'],
    ]);
    const [result] = await recognize([image], { languages: ['eng', 'deu'], timeoutMsPerPage: 60_000 });
    const text = result?.ok ? result.text : '';
    expect(text).toContain('Zählernummer');
    expect(text).toContain('Zählerstand');
    expect(text).toContain('geschätzt');
    expect(text).toContain('zurücksenden');
    expect(text).toContain('48213 kWh');
  }, 120_000);
});
