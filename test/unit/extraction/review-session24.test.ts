// Lead's review (session 24): word lists written once, read alike by every reader that uses them.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText, itemsField } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('the parts of a name, one list for forms, tables and greetings', () => {
  it('reads a form whose name labels stand side by side over their values', async () => {
    const text = [
      'Anmeldung Jugendfreizeit 2026',
      '',
      'Rufname\tZuname',
      'Katharina\tBrenner',
      '',
      'Geburtsdatum\t12.03.2011',
    ].join('\n');
    const response = await extractText(text, strings('vorname', 'nachname'));
    expect(response.result).toMatchObject({ vorname: 'Katharina', nachname: 'Brenner' });
  });

  it('gives a surname field written as one word the surname a greeting names', async () => {
    const text = [
      'Praxis Dr. med. Ulrike Sommer · Lindenallee 4 · 50968 Köln',
      '',
      'Köln, 14.04.2026',
      '',
      'Sehr geehrter Herr Okafor,',
      'Ihr Befund liegt vor. Bitte vereinbaren Sie einen Termin zur Besprechung.',
      '',
      'Mit freundlichen Grüßen',
      'Praxis Dr. Sommer',
    ].join('\n');
    const response = await extractText(text, strings('patient_lastname'));
    expect(response.result).toMatchObject({ patient_lastname: 'Okafor' });
  });

  it('joins a table’s given-name and family-name columns for a whole name', async () => {
    const text = [
      'Teilnehmerliste Sommerkurs',
      '',
      'Nr.\tZuname\tRufname\tKurs\tGebühr',
      '1\tBrenner\tKatharina\tTöpfern\t45,00',
      '2\tOsei\tKwame\tMalen\t38,00',
      '3\tLindqvist\tMaja\tTöpfern\t45,00',
    ].join('\n');
    const schema = [
      itemsField(
        [
          ['name', 'string'],
          ['kurs', 'string'],
        ],
        'teilnehmer',
      ),
    ];
    const response = await extractText(text, schema);
    const rows = (response.result.teilnehmer ?? []) as { name?: string }[];
    expect(rows.map((row) => row.name)).toEqual(['Katharina Brenner', 'Kwame Osei', 'Maja Lindqvist']);
  });
});

describe('the words that make a field a place, one list', () => {
  it('gives a stop’s field the place, not the date written after it', async () => {
    const text = [
      'Transfer voucher TV-55102',
      'Passenger: Ines Walcott',
      'Pick-up stop: Hotel Miramar, 03/08/2026 11:00',
      'Drop-off: Malaga Airport (AGP)',
    ].join('\n');
    const response = await extractText(text, strings('pickup_stop'));
    expect(response.result).toMatchObject({ pickup_stop: 'Hotel Miramar' });
  });
});
