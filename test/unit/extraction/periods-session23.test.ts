// An appointment's date beside the letter's (session 23, branch periods23): a title that names a thing before its
// own kind ("Terminbestätigung vom 23.03.26") dates the letter, not the thing (`termin_datum`), whether read as the
// titled kind's date, as a sentence's event or by the learned fallback; a label opening with its owner ("Ihr Termin:",
// "Ihre Lieferung:") is the label of the thing it names.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a thing’s date beside the date of a letter about it', () => {
  it('reads the appointment, not the confirmation’s date, for `termin_datum`', async () => {
    const text = [
      'Praxis Dr. med. Konstantin Weber',
      'Bahnhofstr. 22 · 79098 Freiburg',
      '',
      'Terminbestätigung vom 23.03.26',
      '',
      'Patientin: Helga Roswitha Marx',
      '',
      'Ihr Termin: Di., 07.04.26 um 10:15 Uhr',
      'Bitte bringen Sie Ihre Versichertenkarte mit.',
    ].join('\n');
    const response = await extractText(text, dates('termin_datum'));
    expect(response.result).toMatchObject({ termin_datum: '2026-04-07' });
  });

  it('reads a label after its owner word as the thing’s label, not the letter’s "Datum"', async () => {
    const text = [
      'Möbelhaus Brandt GmbH',
      '',
      'Datum: 23.03.26',
      '',
      'Kunde: Helga Marx',
      '',
      'Ihre Lieferung: 07.04.26',
      'Vielen Dank für Ihren Einkauf.',
    ].join('\n');
    const response = await extractText(text, dates('lieferung_datum'));
    expect(response.result).toMatchObject({ lieferung_datum: '2026-04-07' });
  });

  it('still dates a reminder by its title for `mahndatum`', async () => {
    const text = ['Stadtwerke Lindau', '', 'Mahnung', '', 'Kunde: Helga Marx', '', 'Lindau, 23.03.2026'].join('\n');
    const response = await extractText(text, dates('mahndatum'));
    expect(response.result).toMatchObject({ mahndatum: '2026-03-23' });
  });
});

describe('a field named by a compound whose first part the sentence names', () => {
  it('reads "Das Protokoll führte Jens Albers" for `protokollfuehrer`', async () => {
    // Review of periods23: the compound rule refused the field's longer word too and lost the minute-taker.
    const text = [
      'Protokoll der ordentlichen Mitgliederversammlung',
      '',
      'Die Versammlung wurde um 19:05 Uhr eröffnet. Das Protokoll führte Jens Albers.',
    ].join('\n');
    const response = await extractText(text, [{ name: 'protokollfuehrer', type: 'string' }]);
    expect(response.result).toEqual({ protokollfuehrer: 'Jens Albers' });
  });
});
