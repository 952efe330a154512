// Which of several dates in one sentence is the field's (sentence-date-picks.ts): a replaced date ("statt wie
// geplant am") for a field named as the original one only, and a range's end for the range's field only.
import { describe, expect, it } from '@jest/globals';
import {
  closesOtherRange,
  fitsAge,
  replacedDate,
} from '../../../../src/extraction/providers/local/sentence-date-picks.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

describe('a replaced date', () => {
  it('is marked by "statt wie geplant am", "instead of", "originally"', () => {
    expect(replacedDate('Die Ware wird am 02.06.2026 statt wie geplant am ')).toBe(true);
    expect(replacedDate('It now leaves on 4 May instead of ')).toBe(true);
    expect(replacedDate('Die Ware wird voraussichtlich am ')).toBe(false);
    expect(fitsAge(['urspruenglicher', 'versandtermin'], 'statt wie geplant am ')).toBe(true);
    expect(fitsAge(['versandtermin'], 'statt wie geplant am ')).toBe(false);
  });

  it('goes to the original field, the new date to the other (de)', async () => {
    const text = [
      'Hallo Frau Schubert,',
      'leider verzögert sich die Lieferung Ihrer Bestellung 4410-2291.',
      'Die Ware wird voraussichtlich am 02.06.2026 statt wie geplant am 26.05.2026 versandt.',
    ];
    expect(await run(text, [date('urspruenglicher_versandtermin')])).toEqual({
      urspruenglicher_versandtermin: '2026-05-26',
    });
    expect(await run(text, [date('neuer_versandtermin')])).toEqual({ neuer_versandtermin: '2026-06-02' });
  });
});

describe('a range’s end', () => {
  it('belongs to the thing named before the range’s first date', () => {
    const before = 'für den Zeitraum 01.04.2026 bis ';
    expect(closesOtherRange(['faellig', 'bis'], before, null)).toBe(true);
    expect(closesOtherRange(['zeitraum', 'bis'], before, null)).toBe(false);
    expect(closesOtherRange(['faellig', 'bis'], 'Bitte zahlen Sie bis zum ', null)).toBe(false);
  });

  it('is not the deadline of a sentence that says "fällig" (de)', async () => {
    const text = [
      'Guten Tag Frau Sommer,',
      'für den Zeitraum 01.04.2026 bis 30.06.2026 ist ein Rundfunkbeitrag von 55,08 € fällig, der noch offen ist.',
      'Bitte überweisen Sie den Betrag bis zum 15.05.2026 unter Angabe Ihrer Beitragsnummer.',
    ];
    expect(await run(text, [date('faellig_bis'), date('zeitraum_bis')])).toEqual({
      faellig_bis: '2026-05-15',
      zeitraum_bis: '2026-06-30',
    });
  });
});

describe('a debit date among the dates of one line', () => {
  it('is the date of the sentence that says "Abbuchung", not the first of the line (de)', async () => {
    const text = [
      'Sehr geehrter Herr Reinhardt,',
      'Wir bestätigen Ihre Kündigung zum 31.05.2026; die letzte Abbuchung von 39,90 € erfolgt am 01.05.2026.',
    ];
    expect(await run(text, [date('letzte_abbuchung')])).toEqual({ letzte_abbuchung: '2026-05-01' });
  });
});

describe('a clause’s number', () => {
  it('is no count of the word after it ("§ 4 Mietsicherheit")', async () => {
    const text = ['§ 4 Mietsicherheit', 'Der Mieter leistet eine Kaution in Höhe von drei Nettokaltmieten.'];
    expect(await run(text, [{ name: 'kaution', type: 'number' }])).toEqual({});
  });
});
