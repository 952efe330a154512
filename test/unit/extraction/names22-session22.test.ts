// A business's name that holds its kind word (session 22, branch names22): "ELO Tankstelle Bad Oldesloe" opening a
// receipt is the whole name for a field `tankstelle`, not "ELO" cut at the kind word; "Tankstelle: ELO" stays a label.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe("a letterhead's name holding its kind word", () => {
  it('reads "ELO Tankstelle Bad Oldesloe" whole for `tankstelle`', async () => {
    const text = [
      'ELO Tankstelle Bad Oldesloe',
      'Lübecker Str. 110, 23843 Bad Oldesloe',
      '',
      '08.02.2026 18:05\tBeleg 001158',
      'Zapfsäule 5  Super E10',
      'Betrag\t72,44 EUR',
    ].join('\n');
    const response = await extractText(text, strings('tankstelle'));
    expect(response.result).toMatchObject({ tankstelle: 'ELO Tankstelle Bad Oldesloe' });
  });

  it('reads "Mühlbach Tankstelle Rößler" whole, the owner after the kind', async () => {
    const text = [
      'Mühlbach Tankstelle Rößler',
      'Haller Straße 110 · 74653 Künzelsau',
      'St.-Nr. 78/105/11550',
      '',
      'Datum: 21/03/2026   Zeit: 18:10',
      'Zapfsäule 05  Super E10',
    ].join('\n');
    const response = await extractText(text, strings('tankstelle', 'kraftstoff'));
    expect(response.result).toMatchObject({ tankstelle: 'Mühlbach Tankstelle Rößler' });
  });

  it('reads "Barmer Krankenkasse Wuppertal" whole for `krankenkasse`', async () => {
    const text = ['Barmer Krankenkasse Wuppertal', 'Lichtscheider Str. 89, 42285 Wuppertal', '', 'Beitrag\t412,40 EUR'];
    const response = await extractText(text.join('\n'), strings('krankenkasse'));
    expect(response.result).toMatchObject({ krankenkasse: 'Barmer Krankenkasse Wuppertal' });
  });

  it('reads the value after "Tankstelle:" as a label', async () => {
    const text = ['Quittung', 'Tankstelle: ELO Bad Oldesloe', 'Betrag: 72,44 EUR'].join('\n');
    const response = await extractText(text, strings('tankstelle'));
    expect(response.result).toMatchObject({ tankstelle: 'ELO Bad Oldesloe' });
  });
});
