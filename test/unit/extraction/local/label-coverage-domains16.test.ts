// Session 16 (domains16): the vocabulary of municipal and tax notices, tenancy, insurance, schools and clubs, loans,
// donations, utilities and travel (synonyms-civic.ts, translations-civic.ts, German linking letters in label-keys.ts,
// trailing qualifiers in synonyms.ts), measured on label-coverage-domains16.ts: written before the vocabulary, it
// linked 516 of its 634 pairs with 23 wrong links; the figures below are what the vocabulary reaches.
import { describe, expect, it } from '@jest/globals';
import { keysOf } from '../../../../src/extraction/providers/local/label-keys.ts';
import { parseNumber } from '../../../../src/extraction/providers/local/parse-number.ts';
import { nameSynonyms } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { describeCoverageBounds } from './label-coverage-bounds.ts';
import { DOMAINS16_LABEL_COVERAGE } from './label-coverage-domains16.ts';
import { linksLabel } from './label-coverage-fixture.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describeCoverageBounds('label coverage of household documents beyond invoices', DOMAINS16_LABEL_COVERAGE, {
  pairs: 634,
  linkedAtLeast: 566,
  wrongAtMost: 22,
});

describe('mechanisms behind it', () => {
  it('joins German compounds with the linking "n" and "en" besides "s"', () => {
    expect(keysOf(['klasse', 'lehrer'])).toContain('klassenlehrer');
    expect(keysOf(['patient', 'name'])).toContain('patientenname');
    expect(linksLabel('class_teacher', 'Klassenlehrerin')).toBe(true);
    expect(linksLabel('room_number', 'Zimmernummer')).toBe(true);
  });

  it('reads a trailing qualifier of a snake_case name before its noun', () => {
    expect(nameSynonyms('meter reading old')).toContain('old reading');
    expect(linksLabel('meter_reading_old', 'Zählerstand alt')).toBe(true);
    expect(linksLabel('meter_reading_new', 'neuer Zählerstand')).toBe(true);
    expect(linksLabel('meter_reading_start', 'Anfangsstand')).toBe(true);
    // The old reading keeps to its own labels.
    expect(linksLabel('meter_reading_old', 'Zählerstand neu')).toBe(false);
  });

  it('links the domain words of notices, schools, clubs, loans and travel', () => {
    expect(linksLabel('assessment_basis', 'Bemessungsgrundlage')).toBe(true);
    expect(linksLabel('assessment_basis', 'Grundsteuermessbetrag')).toBe(true);
    expect(linksLabel('dog_tag_number', 'Steuermarke Nr.')).toBe(true);
    expect(linksLabel('start_date', 'Versicherungsbeginn')).toBe(true);
    expect(linksLabel('passenger', 'Passagier')).toBe(true);
    expect(linksLabel('fixed_until', 'Sollzinsbindung bis')).toBe(true);
    expect(linksLabel('insured_since', 'Versichert seit')).toBe(true);
    expect(linksLabel('recipient_organisation', 'Empfänger der Zuwendung')).toBe(true);
    expect(linksLabel('mileage_in', 'Kilometerstand bei Rückgabe')).toBe(true);
  });

  it('keeps words of two meanings out', () => {
    // A "Flugschein" is a ticket, and "Zoll" the duty, not the value it is levied on.
    expect(linksLabel('flight_number', 'Flugscheinnummer')).toBe(false);
    expect(linksLabel('customs_value', 'Zoll')).toBe(false);
    expect(linksLabel('mileage_out', 'Kilometerstand bei Rückgabe')).toBe(false);
  });
});

describe('numbers of these domains', () => {
  it('reads a rate with three decimals before its per cent sign as a decimal', () => {
    expect(parseNumber('3,450 % (gebunden bis 30.06.2032)')).toBe(3.45);
    expect(parseNumber('4.125%')).toBe(4.125);
    // Without the sign, three digits after one separator stay thousands.
    expect(parseNumber('3,450 EUR')).toBe(3450);
    expect(parseNumber('1.250 €')).toBe(1250);
  });
});

describe('documents of these domains', () => {
  it('reads a municipal tax notice and a club letter in their own words', async () => {
    const schema: TOutputSchema = [
      { name: 'assessment_basis', type: 'number' },
      { name: 'assessment_rate', type: 'number' },
      { name: 'dog_tag_number', type: 'string' },
      { name: 'class_teacher', type: 'string' },
      { name: 'insured_since', type: 'string', format: 'date' },
    ];
    const text = [
      'Grundsteuermessbetrag: 96,44 €',
      'Hebesatz: 500 %',
      'Steuermarke Nr.: 1482',
      'Klassenleitung: Anke Morsbach',
      'Versichert seit: 01.10.2021',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      assessment_basis: 96.44,
      assessment_rate: 500,
      dog_tag_number: '1482',
      class_teacher: 'Anke Morsbach',
      insured_since: '2021-10-01',
    });
  });
});
