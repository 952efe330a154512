// Scanned documents (session 27, scan27): what text recognition does to a multi-page scan's running heads and to a
// German town's dots, and the rules that read such pages as the paper means them. Each case failed on the code before.
import { describe, expect, it } from '@jest/globals';
import { respelled, townSpellings } from '../../../src/extraction/providers/local/document-spellings.ts';
import { withoutPageMark } from '../../../src/extraction/providers/local/page-marks.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TDocumentText } from '../../../src/extraction/types.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extract } from './local-provider-helpers.ts';

/** A scanned PDF whose pages text recognition read. */
const scan = (...pages: string[]): TDocumentText => ({
  fileName: 'scan.pdf',
  contentType: 'application/pdf',
  pages: pages.map((text, index) => ({ page: index + 1, text, recognized: true })),
  warnings: [],
});

describe("a scanned page's running head", () => {
  it('gives the reference without the page mark recognition read after it ("AZ 26-114 087 - Seite 2 von 2")', async () => {
    const schema: TOutputSchema = [
      { name: 'aktenzeichen', type: 'string' },
      { name: 'gesamtforderung', type: 'number' },
    ];
    const document = scan(
      'Inkasso Rheinland GmbH\n\nForderung der Fitnessclub Vitalis GmbH\nBitte zahlen Sie den Betrag auf Seite 2.',
      'Aktenzeichen AZ 26-114 087 - Seite 2 von 2\n\nHauptforderung   239,60 EUR\nGesamtforderung   316,22 EUR',
    );

    const { result } = await extract([document], schema);

    expect(result).toEqual({ aktenzeichen: 'AZ 26-114 087', gesamtforderung: 316.22 });
  });

  it('cuts a mark a dash, dot or bar parts off, or one that counts the pages; a bare "Seite 12" stays', () => {
    expect(withoutPageMark('INV-4471 . page 2 of 2')).toBe('INV-4471');
    expect(withoutPageMark('HR-5520-771043 | Seite 2/2')).toBe('HR-5520-771043');
    expect(withoutPageMark('RE-26-0388 Seite 2 von 2')).toBe('RE-26-0388');
    expect(withoutPageMark('Handbuch Seite 12')).toBe('Handbuch Seite 12');
    expect(withoutPageMark('Seite 2 von 2')).toBe('Seite 2 von 2');
  });

  it(
    'reads 100,000 blanks before a page mark, and a run of blanks without one, in linear time',
    async () => {
      const blanks = ' '.repeat(100_000);
      expect(
        await guardedReader('providers/local/page-marks.ts', 'withoutPageMark', `AZ 1${blanks}Seite 2 von 2`),
      ).toBe('AZ 1');
      expect(await guardedReader('providers/local/page-marks.ts', 'withoutPageMark', `Seite 2${blanks}x`)).toBe(
        `Seite 2${blanks}x`,
      );
      expect(
        await guardedReader('providers/local/page-marks.ts', 'withoutPageMark', `${'Seite 1 '.repeat(20_000)}x`),
      ).toBe(`${'Seite 1 '.repeat(20_000)}x`);
    },
    GUARDED_TEST_MS,
  );
});

describe("a town's name that lost its dots in recognition", () => {
  it('is spelled as the address after its postcode spells it ("Finanzamt Goppingen" beside "73033 Göppingen")', async () => {
    const schema: TOutputSchema = [
      { name: 'finanzamt', type: 'string' },
      { name: 'steuernummer', type: 'string' },
    ];
    const document = scan(
      'Finanzamt Goppingen\nGartenstraße 42 - 73033 Göppingen\n\nSteuernummer 52/118/40237      Datum 11.05.2026\n\nBescheid für 2025',
    );

    const { result } = await extract([document], schema);

    expect(result).toEqual({ finanzamt: 'Finanzamt Göppingen', steuernummer: '52/118/40237' });
  });

  it('leaves a typed page as written, and common words whose dots alone tell them apart', async () => {
    const typed: TDocumentText = { ...scan(''), pages: [{ page: 1, text: 'Finanzamt Goppingen\n73033 Göppingen' }] };
    const { result } = await extract([typed], [{ name: 'finanzamt', type: 'string' }]);
    expect(result).toEqual({ finanzamt: 'Finanzamt Goppingen' });
    // Only towns after a postcode: "Schäden" in the text settles nothing about "Schaden".
    expect([...townSpellings(['Die Schäden am Dach', '30159 Hannover', '8010 Graz-Süd']).entries()]).toEqual([]);
    expect([...townSpellings(['88400 Biberach an der Riß', '79098 Freiburg im Breisgau']).entries()]).toEqual([]);
    expect([...townSpellings(['41836 Hückelhoven', '38640 Goslar-Münchehof']).entries()]).toEqual([
      ['Huckelhoven', 'Hückelhoven'],
      ['Munchehof', 'Münchehof'],
    ]);
  });

  it(
    'reads 100,000 digits and letters after a postcode in linear time',
    async () => {
      const spellings = await guardedReader('providers/local/document-spellings.ts', 'townSpellings', [
        `${'12345 '.repeat(20_000)}x`,
        `12345 ${'Ä'.repeat(100_000)}`,
        '1'.repeat(100_000),
      ]);
      // The worker's Map is of another realm: its size is what counts (the run of "Ä" after the postcode's name).
      expect((spellings as Map<string, string>).size).toBe(1);
    },
    GUARDED_TEST_MS,
  );
});

describe('sums on a scanned sheet whose label says more than its name', () => {
  it('takes the amount after a label that names the tax it includes ("Jahresbeitrag inkl. 19 % Versicherungsteuer")', async () => {
    const document = scan(
      'Beitrag\nGrundbeitrag Hausrat                      168,00 EUR\nBaustein Fahrraddiebstahl                 12,00 EUR\n' +
        'Jahresbeitrag inkl. 19 % Versicherungsteuer  214,20 EUR\n\nZahlungsweise: jährlich per Lastschrift.',
    );

    const { result } = await extract([document], [{ name: 'jahresbeitrag', type: 'number' }]);

    expect(result).toEqual({ jahresbeitrag: 214.2 });
  });

  it('takes the cost, not the count, of a calculation a word opens ("Fahrtkosten PKW 612 km x 0,30 €   183,60 €")', async () => {
    const document = scan(
      'Reisekostenabrechnung\n\nFahrtkosten PKW 612 km x 0,30 €                    183,60 €\n' +
        'Übernachtung 2 Nächte Hotel Central                258,00 €\nSumme Reisekosten             441,60 €',
    );

    const { result } = await extract(
      [document],
      [
        { name: 'fahrtkosten', type: 'number' },
        { name: 'uebernachtung', type: 'number' },
      ],
    );

    expect(result).toEqual({ fahrtkosten: 183.6, uebernachtung: 258 });
  });

  it(
    'reads 100,000 blanks after the word before a count in linear time (calculated-amounts.ts CALCULATION)',
    async () => {
      const text = `PKW${' '.repeat(100_000)}x`;
      const line = { fileName: 'scan.pdf', page: 1, text, cells: [{ start: 0, end: text.length, tokens: [] }] };
      const source = { text, line, quoteStart: 0, quoteEnd: text.length };
      const found = await guardedReader('providers/local/calculated-amounts.ts', 'amountAfterCalculation', source, [
        'fahrtkosten',
      ]);
      expect((found as { text: string }).text).toBe(text);
    },
    GUARDED_TEST_MS,
  );
});

describe('"ß" that recognition read as "B"', () => {
  it('is "ß" again in a scanned address ("Venloer StraBe 391")', async () => {
    const document = scan('Lieferschein LS-2026-118\n\nLieferanschrift:   Venloer StraBe 391, 50825 Köln\nPakete:   3');

    const { result } = await extract([document], [{ name: 'lieferanschrift', type: 'string' }]);

    expect(result).toEqual({ lieferanschrift: 'Venloer Straße 391, 50825 Köln' });
  });

  it('stays "B" in names, brands and capitals, and a typed page keeps its "B"', async () => {
    const none = new Map<string, string>();
    expect(respelled('Das heiBt: weiB, groB, GroBbackerei, GrüBen', none)).toBe(
      'Das heißt: weiß, groß, Großbackerei, Grüßen',
    );
    expect(respelled('LeBeau DeBlanc eBay InfoBox TaxiBus ClubBar ABB IBAN BIO Bahn', none)).toBe(
      'LeBeau DeBlanc eBay InfoBox TaxiBus ClubBar ABB IBAN BIO Bahn',
    );
    const typed: TDocumentText = { ...scan(''), pages: [{ page: 1, text: 'Lieferanschrift:   Venloer StraBe 391' }] };
    const { result } = await extract([typed], [{ name: 'lieferanschrift', type: 'string' }]);
    expect(result).toEqual({ lieferanschrift: 'Venloer StraBe 391' });
  });

  it(
    'reads 100,000 small letters before a "B", and 50,000 "aB"s, in linear time',
    async () => {
      const long = `${'ä'.repeat(100_000)}Be`;
      expect(await guardedReader('providers/local/document-spellings.ts', 'respelled', long, new Map())).toBe(
        `${'ä'.repeat(100_000)}ße`,
      );
      const pairs = 'aB'.repeat(50_000);
      expect(await guardedReader('providers/local/document-spellings.ts', 'respelled', pairs, new Map())).toBe(pairs);
    },
    GUARDED_TEST_MS,
  );
});
