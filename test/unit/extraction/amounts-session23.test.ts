// Amounts and durations (session 23 round two, branch amounts23): the old and new amount of a change whose frame opens
// the sentence ("Statt bisher 78,00 € buchen wir … 64,00 € ab"), and a duration for a text field kept with its unit.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const nums = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('the old and the new amount of a change', () => {
  it('reads "statt bisher" as the old amount and the other as the new', async () => {
    const text = 'Statt bisher 92,00 € buchen wir ab dem 01.07.2026 monatlich 71,00 € von Ihrem Konto ab.';
    const response = await extractText(text, nums('bisheriger_abschlag', 'neuer_abschlag'));
    expect(response.result).toMatchObject({ bisheriger_abschlag: 92, neuer_abschlag: 71 });
  });

  it('opens no pair at the "statt" of "44,99 € statt 39,99 €"', async () => {
    const text = 'Ab Juli kostet Ihr Tarif 44,99 € statt 39,99 €, und die Versandpauschale von 5,00 € entfällt.';
    const response = await extractText(text, nums('neuer_preis', 'bisheriger_preis'));
    expect(response.result).toMatchObject({ neuer_preis: 44.99, bisheriger_preis: 39.99 });
  });
});

describe('a duration for a string field', () => {
  it('keeps the unit of "valid for 30 days"', async () => {
    const text = [
      'Hi Mrs Patel,',
      'Thanks for having me round. To refit the bathroom would be £4,850 all in.',
      'The quote is valid for 30 days and I could start in the first week of June.',
    ].join('\n');
    const response = await extractText(text, [{ name: 'valid_for', type: 'string' }]);
    expect(response.result).toMatchObject({ valid_for: '30 days' });
  });
});
