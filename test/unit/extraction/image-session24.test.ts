// Text recognition's own misreadings put right after it (session 24, branch image24): a receipt's amount glued to its
// tax class letter with its decimal mark lost ("5,95 B" as "595B"), a masked card number whose stars came back
// as letters ("VISA CREDIT  Fok look ak (0186"), a litre sign read as the digit 1 ("41,071 x 1,779 EUR/l"). A repaired
// line's quotes are the repaired text (an item's quote is its whole row), as with column-sum-repair's blanked digits,
// so the tests of a repaired line do not check quotes against the page.
import { describe, expect, it } from '@jest/globals';
import { repairedGlyphs } from '../../../src/extraction/providers/local/ocr-glyphs.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extract, extractText, itemsField, textDocument } from './local-provider-helpers.ts';

// The texts below are what text recognition read from an image: its misread glyphs are put right only in such text.
const RECOGNIZED = 'image/png';

// A till receipt as OCR gave it back (dev image24's supermarket receipt): two amounts glued to their class letter, one
// of them without its decimal mark.
const RECEIPT = [
  'Frischmarkt Hansen',
  '',
  'Vollmilch 3,5% 1L             1,19A',
  'Bio Eier 10 St.               3,99 A',
  'Spülmittel Zitrone            1,49 B',
  'Rinderhack 500g               6,49 A',
  'Olivenöl nativ extra          7,99 A',
  'Küchenrolle 4x               595B',
  'Pfand                         0,26 B',
  '',
  'SUMME                         EUR 27,36',
  '',
  'Steuer           %               Netto            Steuer          Brutto',
  'A=               7,0%            18,37            1,29            19,66',
  'B=               19,0%           6,47             1,23            7,70',
];
const receiptSchema: TOutputSchema = [
  { name: 'summe', type: 'number' },
  itemsField(
    [
      ['bezeichnung', 'string'],
      ['betrag', 'number'],
    ],
    'artikel',
  ),
];

describe('a receipt amount that lost its decimal mark', () => {
  it('reads the items, not the tax table, when "595B" stands between amounts like "1,49 B"', async () => {
    const response = await extract([textDocument(RECEIPT.join('\n'), RECOGNIZED)], receiptSchema);
    const items = (response.result as { artikel: { bezeichnung: string; betrag: number }[] }).artikel;
    expect(items.map((item) => item.betrag)).toEqual([1.19, 3.99, 1.49, 6.49, 7.99, 5.95, 0.26]);
    expect(items[0]?.bezeichnung).toBe('Vollmilch 3,5% 1L');
  });

  it('leaves digits glued to a letter alone where no amounts with class letters stand around them', () => {
    const text = 'Artikel                   Menge\nSchraube M8               100A\nMutter M8                 250B';
    expect(repairedGlyphs(text)).toBe(text);
  });
});

describe('a masked card number read as letters', () => {
  it("takes the four digits after the brand as the card's last digits", async () => {
    const text = [
      'LITTLE OWL COFFEE',
      'TOTAL                        $16.79',
      '',
      'VISA CREDIT                  Fok look ak (0186',
      'APPROVED - THANK YOU',
    ].join('\n');
    const response = await extractText(text, [{ name: 'card_last_four', type: 'string' }], RECOGNIZED);
    expect((response.result as { card_last_four?: string }).card_last_four).toBe('0186');
  });

  it('takes them where the misread stars hold a single digit ("#5 stk doit 5501")', async () => {
    const text = ['Total                        £8.40', 'Mastercard #5 stk doit 5501', 'Auth code 0110L5'].join('\n');
    const response = await extractText(text, [{ name: 'card_last4', type: 'string' }], RECOGNIZED);
    expect((response.result as { card_last4?: string }).card_last4).toBe('5501');
  });

  it("does not read a brand line's amount as the digits", async () => {
    const text = ['Mastercard                   113.06', 'Vielen Dank'].join('\n');
    const response = await extractText(text, [{ name: 'card_last_four', type: 'string' }], RECOGNIZED);
    expect((response.result as { card_last_four?: string }).card_last_four).toBeUndefined();
  });
});

describe('a litre sign read as "1"', () => {
  it('reads "41,071 x 1,779 EUR/l  73,06" as 41,07 litres because 41,07 x 1,779 is the line\'s amount', async () => {
    const text = ['Säule 11  Super E10', '41,071 x 1,779 EUR/l          73,06 EUR', '', 'Gesamt    73,06 EUR'].join(
      '\n',
    );
    const response = await extract(
      [textDocument(text, RECOGNIZED)],
      [
        { name: 'liter', type: 'number' },
        { name: 'preis_pro_liter', type: 'number' },
      ],
    );
    expect(response.result).toMatchObject({ liter: 41.07, preis_pro_liter: 1.779 });
  });

  it('leaves a quantity alone whose own reading makes the amount as well', () => {
    expect(repairedGlyphs('2,001 x 3,00     6,00')).toBe('2,001 x 3,00     6,00');
  });
});

describe('O and 0, "]" and "|" where the words around settle which', () => {
  it('reads a UK inward code that opens with "O" or "I" as opening with 0 or 1', () => {
    expect(repairedGlyphs('Exeter EX3 ODP\nLeeds LS1 IAB')).toBe('Exeter EX3 0DP\nLeeds LS1 1AB');
    // A number plate has the shape of a postcode whose outward code is two letters and two digits.
    expect(repairedGlyphs('Vehicle registration:  BL19 OUX')).toBe('Vehicle registration:  BL19 OUX');
  });

  it('finds the city and postcode of "Exeter EX3 ODP" as "Exeter" and "EX3 0DP"', async () => {
    const text = ['SOLAR QUOTATION', '', 'Customer:', 'Mrs J. Hollis', '14 Pinhoe Road', 'Exeter EX3 ODP'].join('\n');
    const customer: TOutputSchema[number] = {
      name: 'customer',
      type: 'object',
      properties: [
        { name: 'name', type: 'string' },
        { name: 'city', type: 'string' },
        { name: 'postcode', type: 'string' },
      ],
    };
    const response = await extract([textDocument(text, RECOGNIZED)], [customer]);
    expect(response.result).toMatchObject({ customer: { city: 'Exeter', postcode: 'EX3 0DP' } });
  });

  it('reads "F.0.B" as the abbreviation "F.O.B" and leaves numbers and words alone', () => {
    expect(repairedGlyphs('Terms: F.0.B Origin')).toBe('Terms: F.O.B Origin');
    expect(repairedGlyphs('Version 1.0.2, ROOM 0AK')).toBe('Version 1.0.2, ROOM 0AK');
  });

  it('reads a "]" on a pipe table\'s row as a pipe, not on a line with brackets', () => {
    expect(repairedGlyphs('| 4] USB-C cable | 8 | 170.39 |')).toBe('| 4| USB-C cable | 8 | 170.39 |');
    expect(repairedGlyphs('[x] a | b | c ]')).toBe('[x] a | b | c ]');
  });

  it('reads a box whose "]" ran into its option as an empty box, not the ticked one', async () => {
    const text = 'Betreuungsumfang:              [125 Stunden   [x] 35 Stunden  [ ] 45 Stunden';
    const response = await extract([textDocument(text, RECOGNIZED)], [{ name: 'betreuungsumfang', type: 'string' }]);
    expect((response.result as { betreuungsumfang?: string }).betreuungsumfang).toBe('35 Stunden');
    expect(repairedGlyphs('See [1] and [12 x')).toBe('See [1] and [12 x');
  });
});

describe('bullets, litre signs and dotted leaders as text recognition reads them', () => {
  it('reads a line opening with "« " as a bullet, a quote in guillemets as it is', () => {
    expect(repairedGlyphs('« DATEV\n«Zitat» hier')).toBe('• DATEV\n«Zitat» hier');
  });

  it('reads "1 1" after an article\'s word as "1 l", a count after a times sign as it is', () => {
    expect(repairedGlyphs('12   Hafermilch Barista 1 1 (MHD)  26,28')).toBe('12   Hafermilch Barista 1 l (MHD)  26,28');
    expect(repairedGlyphs('Blumenerde 40 1\nArtikel 3 x 1')).toBe('Blumenerde 40 l\nArtikel 3 x 1');
  });

  it('reads a dotted leader with letters in it as a leader, so the name after it is the value', () => {
    const text = ['CREDIT NOTE', 'TO ....cc.oeoeeevvnneeennne.. Emily Stone', 'Wait...can.. go'].join('\n');
    expect(repairedGlyphs(text)).toBe(
      ['CREDIT NOTE', 'TO .......................... Emily Stone', 'Wait...can.. go'].join('\n'),
    );
  });
});

describe('a table row with a word read apart into a cell of its own', () => {
  it('joins "adult  M" back under the "Item" header, so the first row is read', async () => {
    const text = [
      'Code             Item                 Stock        Min',
      'BK-1042          Bike helmet, adult  M  37         20',
      'BK-2210          Inner tube 700x25c   12           40',
      'BK-3307          LED rear light       58           25',
    ].join('\n');
    const schema = [
      itemsField([
        ['sku', 'string'],
        ['product', 'string'],
        ['on_hand', 'number'],
        ['reorder_point', 'number'],
      ]),
    ];
    const response = await extractText(text, schema);
    const items = (response.result as { items: { sku: string; on_hand: number }[] }).items;
    expect(items.map((item) => [item.sku, item.on_hand])).toEqual([
      ['BK-1042', 37],
      ['BK-2210', 12],
      ['BK-3307', 58],
    ]);
  });
});
