// Images read by text recognition (session 25, branch png25): a form's boxed value read with its bracket glued to it
// ("[01097 ]", "[401 117 0398]"), a number glued to its label ("Covers4    Server"), and a receipt's article number
// that opens with capitals ("SL-1011    Wood screws 4x40 (200)    £6.99") in a column of its own.
import { describe, expect, it } from '@jest/globals';
import { repairedGlyphs } from '../../../src/extraction/providers/local/ocr-glyphs.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extract, extractText, itemsField, textDocument } from './local-provider-helpers.ts';

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a boxed value whose bracket recognition glued to it', () => {
  const form = [
    'Antrag auf Wohngeld',
    '',
    'Familienname            Vorname                 Geburtsdatum',
    '[ Öztürk ]              [ Ayla ]                [11.07.1986 ]',
    '',
    'Postleitzahl            Telefon',
    '[01097 ]                [0351 4471190]',
  ].join('\n');

  it('reads the boxes of an image without their brackets', async () => {
    const schema: TOutputSchema = [
      ...texts('familienname', 'postleitzahl', 'telefon'),
      { name: 'geburtsdatum', type: 'string', format: 'date' },
    ];
    const response = await extractText(form, schema, 'image/png');
    expect(response.result).toEqual({
      familienname: 'Öztürk',
      postleitzahl: '01097',
      telefon: '0351 4471190',
      geburtsdatum: '1986-07-11',
    });
  });

  it('keeps check boxes and a typed text as they are', () => {
    expect(repairedGlyphs('Erstantrag  [X] ja  [] nein\n[ok]  [x]', true)).toBe(
      'Erstantrag  [X] ja  [] nein\n[ok]  [x]',
    );
    expect(repairedGlyphs('PLZ   [01097 ]', false)).toBe('PLZ   [01097 ]');
    expect(repairedGlyphs('PLZ   [01097 ]', true)).toBe('PLZ    01097 ]');
    expect(repairedGlyphs('[Bahnhofstraße 4]', true)).toBe(' Bahnhofstraße 4 ');
    expect(repairedGlyphs('Total [EUR] 12,00', true)).toBe('Total [EUR] 12,00');
  });
});

describe('a number glued to the word before it', () => {
  it('reads "Covers4    Server: Isla" as four covers, not the table number', async () => {
    const text = [
      'The Olive Lantern',
      '',
      'Table 11   Covers4    Server: Isla',
      '21 Feb 2026 20:41',
      '',
      'TOTAL                           £142.20',
    ].join('\n');
    const response = await extract([textDocument(text, 'image/png')], [{ name: 'covers', type: 'number' }]);
    expect(response.result).toEqual({ covers: 4 });
  });

  it('moves the digits only into a cell gap, only after a word of small letters, only in recognized text', () => {
    expect(repairedGlyphs('Covers4    Server', true)).toBe('Covers 4   Server');
    expect(repairedGlyphs('Super E10    1,789', true)).toBe('Super E10    1,789');
    expect(repairedGlyphs('ST 0117  OP41    TRN 7719', true)).toBe('ST 0117  OP41    TRN 7719');
    expect(repairedGlyphs('Covers4  Server', true)).toBe('Covers4  Server');
    expect(repairedGlyphs('Covers4    Server', false)).toBe('Covers4    Server');
  });
});

describe('an article number of capitals and digits before a receipt line’s text', () => {
  it('puts "SL-1011" in a cell of its own in the article number, not in the description', async () => {
    const text = [
      'HAMMOND & LOWE DIY',
      '',
      'SL-1011               Wood screws 4x40 (200)  £6.99',
      'PT-0907               Masking tape 25mm      £3.49',
      'BR-2210               Paint brush set        £12.50',
      '',
      'TOTAL                        £22.98',
    ].join('\n');
    const schema: TOutputSchema = [
      itemsField([
        ['sku', 'string'],
        ['description', 'string'],
        ['price', 'number'],
      ]),
    ];
    const response = await extractText(text, schema);
    expect(response.result).toEqual({
      items: [
        { sku: 'SL-1011', description: 'Wood screws 4x40 (200)', price: 6.99 },
        { sku: 'PT-0907', description: 'Masking tape 25mm', price: 3.49 },
        { sku: 'BR-2210', description: 'Paint brush set', price: 12.5 },
      ],
    });
    // A model's name one blank from its text ("EX-200 Coffee machine") is no article number.
    const model = [
      'Kitchen Corner',
      '',
      'EX-200 Coffee machine      89.99',
      'Descaler      4.99',
      '',
      'TOTAL      94.98',
    ];
    const withoutCode: TOutputSchema = [
      itemsField([
        ['description', 'string'],
        ['price', 'number'],
      ]),
    ];
    const typed = await extractText(model.join('\n'), withoutCode);
    expect(typed.result).toEqual({
      items: [
        { description: 'EX-200 Coffee machine', price: 89.99 },
        { description: 'Descaler', price: 4.99 },
      ],
    });
  });
});

describe('a card’s last four digits parted by recognition', () => {
  const receipt = [
    'HAMMOND & LOWE DIY',
    '',
    'TOTAL                        £49.50',
    '',
    'Contactless MASTERCARD tete 1 109',
    'Transaction: TX-0041-7730  07/03/2026 14:05',
  ].join('\n');

  it('reads "MASTERCARD tete 1 109" of an image as the card ending 1109, a typed text’s two numbers as none', async () => {
    const response = await extractText(receipt, [{ name: 'card_last_four', type: 'string' }], 'image/png');
    expect(response.result).toEqual({ card_last_four: '1109' });
    const typed = await extractText(receipt, [{ name: 'card_last_four', type: 'string' }]);
    expect(typed.result).toEqual({});
  });
});
