// Session 18 (branch wrong18): wrong values among tempting near-misses. (1) The years an amount is for ("Zinsen
// 2019–2026 | 18,42 €") are no amount, and "2019–2026" never reads -2026; (2) a clause that opens with an earlier
// period ("Im Vorjahr (Bescheid vom 18.04.2025) betrug …") gives no value to a field that does not ask for it; (3) a
// change notice's row under "bisher | neu" / "Now | From 1 April" gives an unqualified or new field the new column,
// an old field the old one, and no fill its first value; (4) `new_x` reads a change row labelled "X"; (5) a VAT number of no
// named side takes the writer's own label ("Unsere MWST-Nr.") over the addressee's; (6) a letter's place and date is
// no party's name; (7) a slash date read from a sentence is dated the document's way (day first in a British letter).
import { describe, expect, it } from '@jest/globals';
import { changeRowOfField, isChangeRow } from '../../../../src/extraction/providers/local/change-columns.ts';
import { labelValuePairs } from '../../../../src/extraction/providers/local/learned-pairs.ts';
import type { TLine } from '../../../../src/extraction/providers/local/lines.ts';
import { parseNumber } from '../../../../src/extraction/providers/local/parse-number.ts';
import { isNoPartyName } from '../../../../src/extraction/providers/local/parties.ts';
import { tokenize } from '../../../../src/extraction/providers/local/words.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;

/** A line of cells apart by a tab, built directly (documentLines would cut a long line). */
function row(cells: string[]): TLine {
  let text = '';
  const built: TLine['cells'] = [];
  for (const cell of cells) {
    const start = text === '' ? 0 : text.length + 1;
    text = text === '' ? cell : `${text}\t${cell}`;
    built.push({ start, end: start + cell.length, tokens: tokenize(text, start, start + cell.length) });
  }
  return { fileName: 'a.txt', page: 1, text, cells: built };
}

describe('the years an amount is for', () => {
  it('are part of the label, and a range of years is no negative number', async () => {
    const schema: TOutputSchema = [{ name: 'zinsen', type: 'number' }];
    expect(
      await run(['Kautionsabrechnung', '', 'Mietkaution\t2.100,00 €', 'Zinsen 2019–2026\t18,42 €'], schema),
    ).toEqual({ zinsen: 18.42 });
    expect(parseNumber('2019–2026')).toBeNull();
    expect(parseNumber('Zeitraum 2019–2026: 18,42 €')).toBe(18.42);
    expect(parseNumber('-18,42')).toBe(-18.42);
  });
});

describe('a clause about an earlier period', () => {
  const text = [
    'Finanzamt Weilheim',
    'Steuernummer 181/215/30884\tDatum 12.03.2026',
    '',
    'Bitte zahlen Sie 1.442,00 € spätestens am 16.04.2026.',
    '',
    'Im Vorjahr (Bescheid vom 18.04.2025) betrug die festgesetzte Einkommensteuer 8.215,00 €.',
  ];

  it('gives no value to a field of the document itself', async () => {
    const schema: TOutputSchema = [{ name: 'bescheiddatum', type: 'string', format: 'date' }];
    expect(await run(text, schema)).toEqual({ bescheiddatum: '2026-03-12' });
  });

  it("keeps it for a field that asks for the earlier year's figure", async () => {
    const schema: TOutputSchema = [
      { name: 'bescheiddatum_vorjahr', type: 'string', format: 'date' },
      { name: 'vorjahr_einkommensteuer', type: 'number' },
    ];
    expect(await run(text, schema)).toEqual({ bescheiddatum_vorjahr: '2025-04-18', vorjahr_einkommensteuer: 8215 });
  });
});

describe("a change notice's old and new columns", () => {
  const notice = [
    'Skyline Mobile',
    'Account number: 8830-11472',
    '',
    'Plan detail\tNow\tFrom 1 April',
    'Monthly charge\t£16.00\t£18.50',
    'Data\t30GB\t50GB',
    '',
    'Skyline Mobile Ltd, London.',
  ];

  it('gives a new or unqualified field the new column and an old field the old one', async () => {
    const schema: TOutputSchema = [
      { name: 'new_monthly_charge', type: 'number' },
      { name: 'monthly_charge', type: 'number' },
    ];
    expect(await run(notice, schema)).toEqual({ new_monthly_charge: 18.5, monthly_charge: 18.5 });
    const old: TOutputSchema = [{ name: 'previous_monthly_charge', type: 'number' }];
    const labelled = notice.map((line) => line.replace('Monthly charge', 'Previous monthly charge'));
    expect(await run(labelled, old)).toEqual({ previous_monthly_charge: 16 });
  });

  it('reads German headings, and leaves rows under other headings alone', async () => {
    const lines = [row(['', 'bisher', 'neu']), row(['Bruttogehalt', '4.050,00 €', '4.380,00 €'])];
    lines[0] = row(['bisher', 'neu']);
    expect(isChangeRow(lines, 1)).toBe(true);
    const payslip = [row(['Payments', 'This period', 'Year to date']), row(['Gross pay', '3,325.00', '38,740.00'])];
    expect(isChangeRow(payslip, 1)).toBe(false);
    expect(labelValuePairs(lines).some((pair) => pair.value.text === '4.050,00 €')).toBe(false);
  });

  it("reads a new or old field's figure from a change row labelled without the qualifier, and only there", async () => {
    const schema: TOutputSchema = [
      { name: 'neues_bruttogehalt', type: 'number' },
      { name: 'bisheriges_bruttogehalt', type: 'number' },
    ];
    const letter = ['Anpassung Ihres Gehalts', '', '\tbisher\tneu', 'Monatliches Bruttogehalt\t4.050,00 €\t4.380,00 €'];
    expect(await run(letter, schema)).toEqual({ neues_bruttogehalt: 4380, bisheriges_bruttogehalt: 4050 });
    const settlement = [
      'Betriebskostenabrechnung 2025',
      '',
      'Kosten gesamt\t1.962,40',
      'abzüglich Ihrer Vorauszahlungen (12 x 150,00)\t1.800,00',
      'Nachzahlung\t162,40',
      '',
      'Ihre monatliche Vorauszahlung beträgt ab Juni 2026: 170,00 €',
    ];
    const { neue_vorauszahlung } = (await run(settlement, [{ name: 'neue_vorauszahlung', type: 'number' }])) as {
      neue_vorauszahlung?: number;
    };
    expect(neue_vorauszahlung).not.toBe(1800);
  });
});

describe('a year beside a label', () => {
  it('heads the column of the figure asked for', async () => {
    const text = [
      'Jahresabrechnung Strom 2025',
      '',
      'Verbrauch\t2025\tVorjahr',
      'kWh\t3.412\t3.108',
      '',
      'Gesamtbetrag\t1.196,40 €',
    ];
    expect(await run(text, [{ name: 'verbrauch_kwh', type: 'number' }])).toEqual({ verbrauch_kwh: 3412 });
    expect(await run(text, [{ name: 'abrechnungsjahr', type: 'number' }])).not.toEqual({ abrechnungsjahr: 3412 });
  });
});

describe("a VAT number of no named side, the writer's and the addressee's on one line", () => {
  it("is the writer's", async () => {
    const schema: TOutputSchema = [{ name: 'mwst_nummer', type: 'string' }];
    const text = [
      'Holzbau Zürcher AG · Bahnhofstrasse 12 · 8500 Frauenfeld',
      '',
      'Rechnung Nr. 26-04418',
      'Ihre MWST-Nr.: DE 281 447 093\tUnsere MWST-Nr.: CHE-114.382.907',
      '',
      'Total brutto\tCHF 3091.66',
    ];
    expect(await run(text, schema)).toEqual({ mwst_nummer: 'CHE-114.382.907' });
  });
});

describe("a letter's place and date", () => {
  it("is no party's name", async () => {
    expect(isNoPartyName('Bochum, 24.03.2026')).toBe(true);
    expect(isNoPartyName('London, 3 March 2026')).toBe(true);
    expect(isNoPartyName('Jana Reuter')).toBe(false);
    expect(isNoPartyName('Reuter, Jana')).toBe(false);
    const schema: TOutputSchema = [{ name: 'mieter', type: 'string' }];
    const text = [
      'Hausverwaltung Kortmann · Königsallee 61 · 44789 Bochum',
      '',
      'Frau Jana Reuter',
      'Hohe Straße 8, 50667 Köln',
      '',
      'Bochum, 24.03.2026',
      '',
      'Kautionsabrechnung Wohnung Wittener Str. 104',
    ];
    const { mieter } = (await run(text, schema)) as { mieter?: string };
    expect(mieter).not.toBe('Bochum, 24.03.2026');
  });
});

describe('a slash date in a sentence of a British letter', () => {
  it('is read day first', async () => {
    const schema: TOutputSchema = [{ name: 'inspection_date', type: 'string', format: 'date' }];
    const text = [
      'Meridian Home Insurance · Norwich NR1 3QH',
      '',
      'Amount claimed £3,950.00',
      'Our loss adjuster carried out the inspection on 09/02/2026 and estimated repairs at £3,700.00.',
    ];
    expect(await run(text, schema)).toEqual({ inspection_date: '2026-02-09' });
  });
});

describe('hostile input to the new rules', () => {
  it(
    'stays linear',
    async () => {
      expect(await guardedReader('providers/local/parse-number.ts', 'parseNumber', '2019–'.repeat(20_000))).toBeNull();
      expect(
        await guardedReader('providers/local/value-kinds.ts', 'qualifiesLabel', `2019${' –'.repeat(50_000)}`, false),
      ).toBe(false);
      const place = `Bochum${' '.repeat(100_000)}, 24.03.2026`;
      expect(await guardedReader('providers/local/parties.ts', 'isNoPartyName', place)).toBe(false);
      const many = Array.from({ length: 30_000 }, (_, index) =>
        index % 7 === 0 ? row(['Now', 'From 1 April']) : row(['Charge', '1', '2']),
      );
      const pairs = (await guardedReader('providers/local/learned-pairs.ts', 'labelValuePairs', many)) as unknown[];
      expect(Array.isArray(pairs)).toBe(true);
      const words = ['new', 'charge'];
      const found = await guardedReader('providers/local/change-columns.ts', 'changeRowOfField', many, words);
      expect(found).toMatchObject({ text: '2' });
      expect(changeRowOfField([row(['Charge', '1', '2'])], words)).toBeNull();
      for (const before of [`im${' '.repeat(100_000)}`, 'im im '.repeat(20_000), `a${' year'.repeat(20_000)}`]) {
        const line = row([`${before}Datum 12.03.2026`]);
        const quoteStart = before.length;
        const value = { text: '12.03.2026', line, quoteStart, quoteEnd: line.text.length };
        const match = { how: 'beside', score: 60, lineIndex: 0, value, exact: true };
        const ranked = await guardedReader(
          'providers/local/label-qualifiers.ts',
          'byQualifierFit',
          [match],
          [line],
          ['datum'],
        );
        expect((ranked as unknown[]).length).toBe(1);
      }
    },
    GUARDED_TEST_MS,
  );
});
