// Three defects reported on the development set arrays13 (session 13): a date field named as a range's start, an
// account number written in groups, and a total read from a table's sum row for a German compound name.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const date = (name: string): TOutputSchema[number] => ({ name, type: 'string', format: 'date' });
const num = (name: string): TOutputSchema[number] => ({ name, type: 'number' });
const items = (name: string, fields: TOutputSchema): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: { type: 'object', properties: fields },
});

describe('a date field named as the start of a validity', () => {
  it('comes back ISO from a sentence ("valid from 1 January 2026")', async () => {
    const result = await run(
      ['Ironbridge Field Services - Schedule of Rates', 'Rates valid from 1 January 2026 until further notice.'].join(
        '\n',
      ),
      [date('valid_from')],
    );
    expect(result).toEqual({ valid_from: '2026-01-01' });
  });

  it('comes back ISO from a title ("gültig ab 01.01.2026")', async () => {
    const result = await run(['Malerbetrieb Kranz GmbH', 'Verrechnungssätze gültig ab 01.01.2026'].join('\n'), [
      date('gueltig_ab'),
    ]);
    expect(result).toEqual({ gueltig_ab: '2026-01-01' });
  });

  it('stays as printed when the schema asks for plain text (no date format)', async () => {
    const result = await run(['Malerbetrieb Kranz GmbH', 'Verrechnungssätze gültig ab 01.01.2026'].join('\n'), [
      text('gueltig_ab'),
    ]);
    expect(result).toEqual({ gueltig_ab: '01.01.2026' });
  });
});

describe('an account number written in groups', () => {
  it('comes back whole after its label (sort code and account written as one)', async () => {
    const result = await run(['Current Account Statement', 'Account number: 41-88-20 30517742'].join('\n'), [
      text('account_number'),
    ]);
    expect(result).toEqual({ account_number: '41-88-20 30517742' });
  });

  it('does not swallow the next label and its value', async () => {
    const result = await run(['Kontoauszug', 'Kontonummer: 0532 013 000   BLZ: 370 501 98'].join('\n'), [
      text('kontonummer'),
    ]);
    expect(result).toEqual({ kontonummer: '0532 013 000' });
  });

  it('keeps the masked groups of a card number ("5412 75XX XXXX 3381")', async () => {
    const result = await run(
      ['Credit card statement', 'Account number 5412 75XX XXXX 3381\tStatement date 25/08/2026'].join('\n'),
      [text('account_number')],
    );
    expect(result).toEqual({ account_number: '5412 75XX XXXX 3381' });
  });

  it('still ends a flight code at the city after it ("LH 2012 MUNICH")', async () => {
    const result = await run(['Boarding pass', 'Flight: LH 2012 MUNICH'].join('\n'), [text('flight_number')]);
    expect(result).toEqual({ flight_number: 'LH 2012' });
  });

  it('is what its own label covers when the sort code has a label of its own', async () => {
    const result = await run(
      ['Current Account Statement', 'Mr D Whitfield          Sort code 41-88-20   Account number 30517742'].join('\n'),
      [text('account_number'), text('sort_code')],
    );
    expect(result).toEqual({ account_number: '30517742', sort_code: '41-88-20' });
  });
});

describe("a total named as a German compound ('gesamtstunden')", () => {
  const timesheet = [
    'Stundennachweis Monteur',
    'Mitarbeiter: Lukas Brenner',
    '',
    'Datum\tBeginn\tEnde\tTätigkeit\tStd.',
    '02.11.2026\t07:00\t15:00\tWartung Heizungsanlage\t7,5',
    '03.11.2026\t07:30\t14:00\tAustausch Umwälzpumpe\t6,0',
    '\t\t\tSumme\t13,5',
    '',
  ];

  it("is the sum row's cell under the abbreviated column ('Std.')", async () => {
    const result = await run(timesheet.join('\n'), [
      text('mitarbeiter'),
      num('gesamtstunden'),
      items('einsaetze', [text('taetigkeit'), num('stunden')]),
    ]);
    expect(result).toMatchObject({ mitarbeiter: 'Lukas Brenner', gesamtstunden: 13.5 });
  });

  it('leaves a labelled total first ("Gesamtbetrag" printed under the table)', async () => {
    const result = await run(
      [
        'Rechnung 2026-117',
        '',
        'Pos\tBezeichnung\tMenge\tBetrag',
        '1\tMontage\t2\t200,00',
        '2\tMaterial\t1\t100,00',
        '\tSumme\t\t300,00',
        '',
        'MwSt. 19 %: 57,00 €',
        'Gesamtbetrag: 357,00 €',
      ].join('\n'),
      [num('gesamtbetrag')],
    );
    expect(result).toEqual({ gesamtbetrag: 357 });
  });
});
