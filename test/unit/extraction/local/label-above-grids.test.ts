// Values whose label stands above them (session 11, grid11): parallel columns headed by the roles a schema sets
// side by side, the address columns of two parties, a row of labels over a row with an empty cell, and a key/value
// block printed as a list of labels over a list of values.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { findLabelMatches } from '../../../../src/extraction/providers/local/find-labelled.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (lines: string[], schema: TOutputSchema) => (await extractText(lines.join('\n'), schema)).result;
const leg = (name: string): TOutputSchema[number] => ({
  name,
  type: 'object',
  properties: [
    { name: 'city', type: 'string' },
    { name: 'date', type: 'string', format: 'date' },
  ],
});

describe('columns headed by roles the schema sets side by side', () => {
  it('reads each role from its own column, by the row label', async () => {
    const result = await run(
      [
        'Transfer booking TB-4471',
        '',
        '\tOrigin\tDestination',
        'City\tLyon\tMarseille',
        'Date\t2026-09-04\t2026-09-06',
      ],
      [leg('origin'), leg('destination')],
    );
    expect(result).toEqual({
      origin: { city: 'Lyon', date: '2026-09-04' },
      destination: { city: 'Marseille', date: '2026-09-06' },
    });
  });

  it('reads a row named by all the child’s words before a row named by another label of it (alt/neu)', async () => {
    const side = (name: string): TOutputSchema[number] => ({
      name,
      type: 'object',
      properties: [
        { name: 'tarif', type: 'string' },
        { name: 'abschlag', type: 'number' },
      ],
    });
    const result = await run(
      [
        'Ihre Vertragsänderung',
        '',
        '                               alt                     neu',
        'Tarif                          Gas Basis               Gas Plus',
        'Monatlicher Abschlag           61,00 EUR               58,00 EUR',
      ],
      [side('alt'), side('neu')],
    );
    expect(result).toEqual({ alt: { tarif: 'Gas Basis', abschlag: 61 }, neu: { tarif: 'Gas Plus', abschlag: 58 } });
  });

  it('reads the parts of two address columns (Absender / Empfänger)', async () => {
    const party = (name: string): TOutputSchema[number] => ({
      name,
      type: 'object',
      properties: [
        { name: 'name', type: 'string' },
        { name: 'strasse', type: 'string' },
        { name: 'plz_ort', type: 'string' },
      ],
    });
    const result = await run(
      [
        'Frachtbrief',
        '',
        'Absender\tEmpfänger',
        'Weber Spedition GmbH\tKlein Handels AG',
        'Hafenweg 7\tMarktplatz 3',
        '28195 Bremen\t04109 Leipzig',
      ],
      [party('absender'), party('empfaenger')],
    );
    expect(result).toEqual({
      absender: { name: 'Weber Spedition GmbH', strasse: 'Hafenweg 7', plz_ort: '28195 Bremen' },
      empfaenger: { name: 'Klein Handels AG', strasse: 'Marktplatz 3', plz_ort: '04109 Leipzig' },
    });
  });
});

describe('labels over values by position and in stacked lists', () => {
  it('puts a row with an empty cell under its labels by position', () => {
    const text = [
      'ORDER CONFIRMATION',
      '',
      'Order no.      Your ref.      Customer no.      Delivery date',
      'SO-88120                      C-4410            14.08.2026',
    ].join('\n');
    const lines = documentLines([
      { fileName: 'a.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] },
    ]);
    const under = (name: string) =>
      findLabelMatches(lines, candidatesFor({ name })).map((match) => [match.how, match.value?.text]);
    expect(under('customer_number')).toEqual([['column', 'C-4410']]);
    expect(under('delivery_date')).toEqual([['column', '14.08.2026']]);
    // The empty cell's label has no value: the next column's is not taken for it.
    expect(under('customer_reference')).toEqual([]);
  });

  it('pairs a list of labels with the list of values after it', async () => {
    const result = await run(
      [
        'Versicherungsbestätigung',
        '',
        'Versicherungsnehmer:',
        'Versicherungsscheinnummer:',
        'Versicherungsbeginn:',
        '',
        'Kranich Werkzeugbau KG',
        'KW-77-1034',
        '01.07.2026',
      ],
      [
        { name: 'versicherungsnehmer', type: 'string' },
        { name: 'versicherungsscheinnummer', type: 'string' },
        { name: 'versicherungsbeginn', type: 'string', format: 'date' },
      ],
    );
    expect(result).toEqual({
      versicherungsnehmer: 'Kranich Werkzeugbau KG',
      versicherungsscheinnummer: 'KW-77-1034',
      versicherungsbeginn: '2026-07-01',
    });
  });
});
