import { describe, expect, it } from '@jest/globals';
import { mentionedFlag, statedFlag } from '../../../src/extraction/providers/local/checkboxes.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import { parseBoolean } from '../../../src/extraction/providers/local/parse-values.ts';
import { pairEnd } from '../../../src/extraction/providers/local/range-end.ts';
import { pairedRangePart } from '../../../src/extraction/providers/local/range-pairs.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractText, textDocument } from './local-provider-helpers.ts';

const lines = (...texts: string[]): TLine[] =>
  texts.map((text) => ({ fileName: 'form.txt', page: 1, text, cells: [] }));
const NEGATION = /\b(not|nicht|kein|keine)\b/i;
const flags = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'boolean' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('two date fields that are the ends of one stay, journey or hire', () => {
  it.each([
    ['check_in', ['check_out'], 0],
    ['check_out', ['check_in'], 1],
    ['arrival', ['departure'], 0],
    ['departure', ['arrival'], 1],
    ['departure_date', ['return_date'], 0],
    ['return_date', ['departure_date'], 1],
    ['hinreise', ['rueckreise'], 0],
    ['rückreise', ['hinreise'], 1],
    ['pickup_date', ['return_date'], 0],
    ['abholung', ['rückgabe'], 0],
  ])('reads %s beside %j as end %i', (name, siblings, part) => {
    expect(pairedRangePart(name, siblings)).toBe(part);
  });

  it('names no end without the other end asked for', () => {
    expect(pairedRangePart('check_in', ['total'])).toBeUndefined();
    expect(pairedRangePart('departure_date', ['departure_time'])).toBeUndefined();
    expect(pairedRangePart('invoice_date', ['due_date'])).toBeUndefined();
  });

  it('takes the one range under a period label, and nothing from two ranges', () => {
    const stay = lines('Hotel Seeblick', 'Aufenthalt: 12.–19. Mai 2026 (7 Nächte)', 'Gesamtpreis: 1.134,00 €');
    expect(pairEnd(stay, 'check_in', ['check_out'])?.value).toBe('2026-05-12');
    expect(pairEnd(stay, 'check_out', ['check_in'])?.value).toBe('2026-05-19');
    const trip = lines('Travel dates: 12/05/2026 – 19/05/2026');
    expect(pairEnd(trip, 'return_date', ['departure_date'])?.value).toBe('2026-05-19');
    const two = lines('Your stay: 18–25 July 2026', 'Rental period: 3 Sep 2026 – 10 Sep 2026');
    expect(pairEnd(two, 'arrival', ['departure'])).toBeNull();
  });

  it('fills check-in and check-out from a booking', async () => {
    const text = ['Hotel Seeblick Konstanz', 'Gast: Markus Feldhaus', 'Aufenthalt: 12.–19. Mai 2026'].join('\n');
    const response = await extractText(text, dates('check_in', 'check_out'));
    expect(response.result).toMatchObject({ check_in: '2026-05-12', check_out: '2026-05-19' });
  });
});

describe('yes/no fields under German labels and state words', () => {
  it.each([
    ['inklusive', true],
    ['included (1 x 23 kg)', true],
    ['erlaubt (bitte vorher anmelden)', true],
    ['gestattet', true],
    ['provided', true],
    ['nicht gestattet', false],
    ['not permitted', false],
    ['frei Haus', null],
  ])('reads %s', (text, value) => {
    expect(parseBoolean(text)).toBe(value);
  });

  it.each([
    ['Mittagessen: ja', 'lunch', true],
    ['Raucher: nein', 'smoker', false],
    ['Haustiere: nicht gestattet', 'pets_allowed', false],
    ['Montage: inklusive', 'installation_included', true],
    ['Frühstück inklusive', 'breakfast_included', true],
    ['Anzahlung 30 %, nicht erstattungsfähig', 'refundable_deposit', false],
    ['Tarif: nicht erstattungsfähig', 'refundable', false],
  ])('reads "%s" for %s', async (line, name, value) => {
    const response = await extractText(`Hotel Muster\nDatum: 01.03.2026\n${line}\n`, flags(name));
    expect(response.result).toEqual({ [name]: value });
  });

  it('reads no smoker from a non-smoking room', async () => {
    const response = await extractText('Hotel Muster\nNichtraucherzimmer mit Balkon\n', flags('smoker'));
    expect(response.result).toEqual({});
    const found = mentionedFlag(documentLines([textDocument('Zimmer für Nichtraucher')]), ['raucher'], NEGATION);
    expect(found?.text).toBe('no');
  });

  it('reads no state from a family word the line does not state: a heading, a payment term', async () => {
    const lease = 'Mietvertrag\n§ 5 Tierhaltung\nDie Haltung von Hunden und Katzen ist geregelt.\n';
    expect((await extractText(lease, flags('haustiere_erlaubt'))).result).toEqual({});
    const terms = documentLines([textDocument('Rechnung\nBei Zahlung innerhalb von 10 Tagen 2 % Skonto.')]);
    expect(mentionedFlag(terms, ['bezahlt'], NEGATION)).toBeNull();
  });

  it('lets the ticked box decide a label line of boxes, not the unticked option "nein"', () => {
    const form = documentLines([textDocument('Antrag\nRaucher            []ja  [x] nein\n')]);
    const candidate = { words: ['raucher'], weight: 3, exactOnly: false, keys: [] };
    expect(statedFlag(form, [candidate] as never, NEGATION)?.text).toBe('no');
    const ticked = documentLines([textDocument('Raucher   [x] ja  [ ] nein')]);
    expect(statedFlag(ticked, [candidate] as never, NEGATION)?.text).toBe('yes');
    const undecided = documentLines([textDocument('Raucher   [ ] ja  [ ] nein')]);
    expect(statedFlag(undecided, [candidate] as never, NEGATION)).toBeNull();
  });
});

describe('hostile lines for the yes/no and range-pair readers of session 18', () => {
  it(
    'reads long lines of boxes, kin words and ranges in linear time',
    async () => {
      const candidate = { words: ['raucher'], weight: 3, exactOnly: false, keys: [] };
      const boxes = [
        {
          fileName: 'x',
          page: 1,
          text: `raucher ${'[ ] '.repeat(30_000)}`,
          cells: [{ start: 0, end: 7, tokens: [{ word: 'raucher', start: 0, end: 7 }] }],
        },
      ];
      expect(
        await guardedReader('providers/local/checkboxes.ts', 'statedFlag', boxes, [candidate], NEGATION),
      ).toBeNull();
      const kins = lines(`${'erstattungsfaehigkeit '.repeat(5_000)}${'nicht '.repeat(5_000)}`);
      expect(
        await guardedReader('providers/local/checkboxes.ts', 'mentionedFlag', kins, ['refundable'], NEGATION),
      ).toBeNull();
      const ranges = lines(`Aufenthalt: ${'12.– '.repeat(20_000)}19. Mai 2026`, `Zeitraum: ${'1 '.repeat(50_000)}`);
      await guardedReader('providers/local/range-end.ts', 'pairEnd', ranges, 'check_in', ['check_out']);
      expect(
        await guardedReader('providers/local/range-pairs.ts', 'pairedRangePart', `check_${'_'.repeat(100_000)}in`, [
          `check${'_'.repeat(100_000)}out`,
        ]),
      ).toBe(0);
    },
    GUARDED_TEST_MS,
  );
});
