// Session 27's item fixes (development set items27). Real parts, no mocks: a document's lines read as the extractor
// reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { field, itemsOf } from './item-rows-helpers.ts';

describe('a header whose words break at a hyphen onto a second line', () => {
  it('joins "Einzel-" with "preis €" though the PDF set the second line left of its column', () => {
    // As the PDF reader lays the page out: the second line's indent is set in the width of its blanks.
    const text = [
      'Rechnung Nr. R-26-04471   Datum: 11.03.2026',
      '',
      'Pos. Artikel-Nr. Bezeichnung           Menge    Einzel-   Gesamt-',
      '                                preis €    preis €',
      '1   40-1187    Kupferrohr 15 mm, 5 m      4 Stk   18,40     73,60',
      '2   40-2210    Pressfitting Bogen 90°   12 Stk    3,85     46,20',
      '',
      'Nettobetrag   120,40',
    ];
    const items = itemsOf(
      text,
      [
        field('artikelnummer'),
        field('bezeichnung'),
        field('menge', 'number'),
        field('einheit'),
        field('einzelpreis', 'number'),
        field('gesamtpreis', 'number'),
      ],
      { raw: true },
    );
    expect(items).toEqual([
      {
        artikelnummer: '40-1187',
        bezeichnung: 'Kupferrohr 15 mm, 5 m',
        menge: 4,
        einheit: 'Stk',
        einzelpreis: 18.4,
        gesamtpreis: 73.6,
      },
      {
        artikelnummer: '40-2210',
        bezeichnung: 'Pressfitting Bogen 90°',
        menge: 12,
        einheit: 'Stk',
        einzelpreis: 3.85,
        gesamtpreis: 46.2,
      },
    ]);
  });

  it('keeps pairing by place when the hyphened cells and the second line differ in number', () => {
    const text = [
      'Kategorie\tAnzahl\tEinzel-\tSumme',
      '\t\tpreis €\t€',
      'Erwachsene\t2\t24,00\t48,00',
      'Kinder bis 12 J.\t2\t9,50\t19,00',
    ];
    const items = itemsOf(text, [
      field('kategorie'),
      field('anzahl', 'number'),
      field('einzelpreis', 'number'),
      field('summe', 'number'),
    ]);
    expect(items).toEqual([
      { kategorie: 'Erwachsene', anzahl: 2, einzelpreis: 24, summe: 48 },
      { kategorie: 'Kinder bis 12 J.', anzahl: 2, einzelpreis: 9.5, summe: 19 },
    ]);
  });
});

describe('a row whose text ends with its own quantity times unit price', () => {
  const fuel = [
    field('bezeichnung'),
    field('menge', 'number'),
    field('einzelpreis', 'number'),
    field('betrag', 'number'),
  ];

  it('reads litres and the price of a litre out of a fuel receipt line', () => {
    const text = [
      'Beleg-Nr. 4471       14.03.2026 17:42',
      '',
      'Super E10   42,31 l x 1,869 EUR/l   79,08 A',
      'Scheibenreiniger   1 x 4,99   4,99 B',
      '',
      'SUMME EUR   84,07',
    ];
    expect(itemsOf(text, fuel, { raw: true })).toEqual([
      { bezeichnung: 'Super E10', menge: 42.31, einzelpreis: 1.869, betrag: 79.08 },
      { bezeichnung: 'Scheibenreiniger', menge: 1, einzelpreis: 4.99, betrag: 4.99 },
    ]);
  });

  it('reads "38.62 L @ 1.459" and a litre sign OCR read as a "1" touching the times sign', async () => {
    const { timesInText } = await import('../../../src/extraction/providers/local/times-in-text.ts');
    expect(timesInText('Diesel     38.62 L@ 1.459', 56.35)).toEqual({
      text: 'Diesel',
      quantity: 38.62,
      unitPrice: 1.459,
    });
    expect(timesInText('Super E10  42,311x 1,869 EUR/l', 79.08)).toEqual({
      text: 'Super E10',
      quantity: 42.31,
      unitPrice: 1.869,
    });
    // Figures whose product is not the amount are the text's own ("Schrauben 4 x 40" costs 6,95).
    expect(timesInText('Spax-Schrauben 4 x 40', 6.95)).toBeNull();
    expect(timesInText('Kabel 3 x 1,50', 9)).toBeNull();
  });

  it(
    'stays linear on 100,000 blanks and on repeated "1 x 1,00 " before a letter',
    async () => {
      for (const hostile of [`Diesel 1 x${' '.repeat(100_000)}x`, `${'1 x 1,00 '.repeat(20_000)}x`]) {
        expect(await guardedReader('providers/local/times-in-text.ts', 'timesInText', hostile, 1)).toBeNull();
      }
    },
    GUARDED_TEST_MS,
  );
});

describe('a till line of weighed goods whose amount OCR set one blank after the price per kilo', () => {
  it('reads the name above, the weight, the price per kilo and the amount', () => {
    const text = [
      'EDEKA Brandt',
      '',
      'Bio Bananen',
      '0,845 kg x 1,99 EUR/kg 1,68 A',
      'Vollkornbrot 500g   2,49 A',
      '',
      'SUMME   4,17',
    ];
    const items = itemsOf(
      text,
      [field('artikel'), field('menge', 'number'), field('einzelpreis', 'number'), field('betrag', 'number')],
      { raw: true },
    );
    expect(items[0]).toEqual({ artikel: 'Bio Bananen', menge: 0.845, einzelpreis: 1.99, betrag: 1.68 });
    expect(items[1]).toMatchObject({ artikel: 'Vollkornbrot 500g', betrag: 2.49 });
  });

  it(
    'stays linear on a price per kilo followed by 100,000 blanks and a letter',
    async () => {
      const hostile = ` EUR/kg${' '.repeat(100_000)}x`;
      expect(await guardedReader('providers/local/times-in-text.ts', 'timesAmountAfter', hostile, 1, 1)).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});

describe('an extra indented under an item with a plus sign', () => {
  const dishes = [field('anzahl', 'number'), field('gericht'), field('preis', 'number')];

  it('is no item of its own', () => {
    const text = [
      'Deine Bestellung #LF-88213',
      '',
      '2x Pizza Margherita (32 cm)        17,00 €',
      '1x Pizza Diavolo (32 cm)           10,50 €',
      '   + extra Jalapeños                1,00 €',
      '3x Tiramisu                        14,70 €',
      '',
      'Gesamt                             43,20 €',
    ];
    expect(itemsOf(text, dishes, { raw: true })).toEqual([
      { anzahl: 2, gericht: 'Pizza Margherita (32 cm)', preis: 17 },
      { anzahl: 1, gericht: 'Pizza Diavolo (32 cm)', preis: 10.5 },
      { anzahl: 3, gericht: 'Tiramisu', preis: 14.7 },
    ]);
  });

  it(
    'is told in linear time on a line of 100,000 blanks',
    async () => {
      const line = { fileName: 'x.txt', page: 1, text: `${' '.repeat(100_000)}x`, cells: [] };
      const row = { line, values: new Map() };
      const kept = await guardedReader('providers/local/add-on-rows.ts', 'withoutAddOns', [row, row]);
      expect(kept).toHaveLength(2);
    },
    GUARDED_TEST_MS,
  );
});

describe('label-and-sum lines under a ruling that closes the items', () => {
  it('are the totals, no items', () => {
    const text = [
      'Getränke Hoffmann · Rechnung 26-0912',
      '',
      'Menge   Artikel                               Preis    Betrag',
      '3 Ka    Mineralwasser medium 12 x 0,7 l        5,49     16,47',
      '1 Fass  Pils 30 l                             89,00     89,00',
      '--------------------------------------------------------------',
      'Warenwert                                              105,47',
      'Pfand                                                   39,90',
    ];
    const items = itemsOf(
      text,
      [field('menge', 'number'), field('bezeichnung'), field('preis', 'number'), field('betrag', 'number')],
      { raw: true },
    );
    expect(items.map((item) => item.betrag)).toEqual([16.47, 89]);
  });

  it(
    'are told in linear time beside a line of 100,000 blanks and dashes',
    async () => {
      const line = (text: string) => ({ fileName: 'x.txt', page: 1, text, cells: [] });
      const [first, long, last] = [line('a'), line(`${' -'.repeat(50_000)}x`), line('b')];
      const rows = [
        {
          line: first,
          values: new Map([
            [1, 1],
            [2, 2],
            [3, 3],
          ]),
        },
        { line: last, values: new Map([[1, 1]]) },
      ];
      const kept = await guardedReader('providers/local/ruled-totals.ts', 'withoutRuledTotals', rows, [
        first,
        long,
        last,
      ]);
      expect(kept).toHaveLength(2);
    },
    GUARDED_TEST_MS,
  );
});
