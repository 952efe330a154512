// Session 13 (lexicon13a): the vocabulary of insurance, healthcare, property, legal and public authorities, education
// and energy (synonyms-insurance.ts, synonyms-public.ts, synonyms-energy.ts, translations-domains.ts), measured on
// label-coverage-domains13.ts: written before the vocabulary, it linked 56.1 % of its 891 pairs with 54 wrong links;
// the figures below are what the vocabulary reaches, as a floor and a ceiling.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { nameSynonyms, synonymsOf } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { describeCoverageBounds } from './label-coverage-bounds.ts';
import { DOMAINS13_LABEL_COVERAGE } from './label-coverage-domains13.ts';
import { linksLabel } from './label-coverage-fixture.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describeCoverageBounds(
  'label coverage of insurance, healthcare, property, authorities, education and energy',
  DOMAINS13_LABEL_COVERAGE,
  {
    pairs: 891,
    linkedAtLeast: 770,
    wrongAtMost: 48,
  },
);

describe('mechanisms behind it', () => {
  it('gives a name "x of y" the labels of "y x" when a group knows that phrase', () => {
    expect(synonymsOf('period of insurance')).not.toContain('vertragslaufzeit');
    expect(nameSynonyms('period of insurance')).toContain('insurance period');
    expect(nameSynonyms('period of insurance')).toContain('vertragslaufzeit');
    // An unknown turn adds nothing ("lading bill" is no label).
    expect(nameSynonyms('bill of lading')).toEqual(synonymsOf('bill of lading'));
  });

  it('keeps a tariff (the plan) apart from its unit rate (the price per kWh)', () => {
    expect(synonymsOf('tariff')).not.toContain('arbeitspreis');
    expect(synonymsOf('unit rate')).toContain('arbeitspreis');
    expect(synonymsOf('unit rate')).not.toContain('tarif');
  });

  it('links a German compound of translated words ("Wärmeverbrauch" for `heat_consumption`)', () => {
    expect(linksLabel('heat_consumption', 'Wärmeverbrauch')).toBe(true);
    expect(linksLabel('loss_date', 'Schadendatum')).toBe(true);
    expect(linksLabel('trip_start', 'Travel start')).toBe(true);
  });

  it('reads a range end word alone in the other language too ("Beginn" for `policy_start`)', () => {
    expect(linksLabel('policy_start', 'Beginn')).toBe(true);
    expect(linksLabel('vertragsende', 'End')).toBe(true);
    // Alone, and only for a range's end word: "Beginn der Wartung" names no policy's start.
    expect(linksLabel('policy_start', 'Beginn der Wartung')).toBe(false);
  });

  it('leaves the labels other fields read as theirs: a rental\'s "Estimated total" is its total', () => {
    expect(linksLabel('total', 'Estimated total')).toBe(true);
    expect(linksLabel('estimated_total', 'Estimated total')).toBe(true);
  });

  it('does not give a registration fee the vehicle registration', () => {
    const labels = candidatesFor({ name: 'registration_fee' }).map((each) => each.words.join(' '));
    expect(labels).not.toContain('kennzeichen');
  });
});

describe('documents of the six domains', () => {
  it('reads the plan named after "Ihr Tarif" in a sentence, not the sentence after it', async () => {
    const schema: TOutputSchema = [{ name: 'tarif', type: 'string' }];
    const text = [
      'Wichtige Information zu Ihrem Tarif',
      'Ab dem 01.04.2026 kostet Ihr Tarif Glasfaser 500 monatlich 44,99 € statt bisher 39,99 €.',
    ].join('\n');
    expect(await run(text, schema)).toEqual({ tarif: 'Glasfaser 500' });
  });

  it('reads an insurance policy and a claim in their abbreviations and compounds', async () => {
    const schema: TOutputSchema = [
      { name: 'policy_number', type: 'string' },
      { name: 'insured_location', type: 'string' },
      { name: 'deductible', type: 'number' },
      { name: 'place_of_loss', type: 'string' },
      { name: 'no_claims_class', type: 'string' },
    ];
    const text = [
      'Hausratversicherung',
      'Pol.-Nr.: HR-2026-118734',
      'Versicherungsort: Lindenweg 4, 04109 Leipzig',
      'SB: 150,00 EUR',
      'Schadenort: Parkplatz Hauptbahnhof Leipzig',
      'SF-Klasse: SF 12',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      policy_number: 'HR-2026-118734',
      insured_location: 'Lindenweg 4, 04109 Leipzig',
      deductible: 150,
      place_of_loss: 'Parkplatz Hauptbahnhof Leipzig',
      no_claims_class: 'SF 12',
    });
  });

  it('reads an energy bill: the tariff and the unit rate apart, readings alt/neu, instalments paid', async () => {
    const schema: TOutputSchema = [
      { name: 'tariff', type: 'string' },
      { name: 'unit_rate', type: 'number' },
      { name: 'previous_reading', type: 'number' },
      { name: 'current_reading', type: 'number' },
      { name: 'paid_installments', type: 'number' },
    ];
    const text = [
      'Jahresabrechnung Strom',
      'Tarif: Ökostrom Flex 24',
      'Arbeitspreis: 0,3190 EUR',
      'Zählerstand alt: 41.532',
      'Zählerstand neu: 44.118',
      'gezahlte Abschläge: 1.020,00 EUR',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      tariff: 'Ökostrom Flex 24',
      unit_rate: 0.319,
      previous_reading: 41532,
      current_reading: 44118,
      paid_installments: 1020,
    });
  });

  it('reads a Hausgeld statement, a course confirmation and a hospital invoice', async () => {
    const schema: TOutputSchema = [
      { name: 'reserve_fund', type: 'number' },
      { name: 'ownership_share', type: 'string' },
      { name: 'instructor', type: 'string' },
      { name: 'teaching_units', type: 'number' },
      { name: 'length_of_stay', type: 'number' },
    ];
    const text = [
      'Erhaltungsrücklage: 62,40 €',
      'MEA: 87/1000',
      'Dozentin: Dr. Hanna Weller',
      'Unterrichtseinheiten: 24',
      'Verweildauer: 6',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      reserve_fund: 62.4,
      ownership_share: '87/1000',
      instructor: 'Dr. Hanna Weller',
      teaching_units: 24,
      length_of_stay: 6,
    });
  });
});
