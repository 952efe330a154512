// Session 8: the domain lexicon (synonyms-domains.ts) — labels in other words than the schema field's name.
import { describe, expect, it } from '@jest/globals';
import { synonymsOf } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('domain synonyms', () => {
  it('groups German abbreviations, English alternatives and multi-word labels of one field', () => {
    expect(synonymsOf('policy number')).toEqual(expect.arrayContaining(['versicherungsschein nr', 'vers nr']));
    expect(synonymsOf('vin')).toEqual(expect.arrayContaining(['fahrgestellnummer', 'vehicle identification number']));
    expect(synonymsOf('kennzeichen')).toEqual(expect.arrayContaining(['amtl kennzeichen', 'number plate']));
    expect(synonymsOf('hs code')).toEqual(expect.arrayContaining(['zolltarifnummer', 'commodity code']));
    // Cold and warm rent stay apart.
    expect(synonymsOf('base rent')).toContain('kaltmiete');
    expect(synonymsOf('base rent')).not.toContain('warmmiete');
  });

  it('reads a policy number printed as "Versicherungsschein-Nr."', async () => {
    const schema: TOutputSchema = [{ name: 'policy_number', type: 'string' }];
    expect(
      await run('Allgemeine Haftpflicht\nVersicherungsschein-Nr.: HV-2291-884\nBeginn: 01.01.2026', schema),
    ).toEqual({ policy_number: 'HV-2291-884' });
  });

  it('reads a registration number printed as "amtl. Kennzeichen" and a VIN printed as "FIN"', async () => {
    const schema: TOutputSchema = [
      { name: 'kennzeichen', type: 'string' },
      { name: 'vin', type: 'string' },
    ];
    expect(await run('Fahrzeugdaten\namtl. Kennzeichen: M-AB 1234\nFIN: WVWZZZ1JZXW000001', schema)).toEqual({
      kennzeichen: 'M-AB 1234',
      vin: 'WVWZZZ1JZXW000001',
    });
  });

  it('reads a loan balance printed as "Restschuld" and a booking reference printed as "PNR"', async () => {
    const schema: TOutputSchema = [
      { name: 'remaining_balance', type: 'number' },
      { name: 'booking_reference', type: 'string' },
    ];
    expect(await run('Restschuld: 12.480,55 EUR\nPNR: K7XQ2M', schema)).toEqual({
      remaining_balance: 12480.55,
      booking_reference: 'K7XQ2M',
    });
  });
});

describe('a German payslip’s "Versicherungsnummer"', () => {
  // On payslips and social-insurance letters the label names the pension/social-insurance number
  // (SGB VI § 147), not an insurance policy: read as a policy number it filled the wrong field.
  const payslip = [
    'Entgeltabrechnung Oktober 2026',
    'Arbeitgeber: Müller GmbH',
    'Name: Anna Schmidt',
    'Versicherungsnummer: 65 170839 S 003',
    'Krankenkasse: TK',
    'Auszahlungsbetrag: 2.512,33 EUR',
  ].join('\n');

  it('is the social security number, never the policy number', async () => {
    const schema: TOutputSchema = [
      { name: 'policy_number', type: 'string' },
      { name: 'social_security_number', type: 'string' },
    ];
    expect(await run(payslip, schema)).toEqual({ social_security_number: '65 170839 S 003' });
  });
});

describe('a "Typ" label', () => {
  // "Typ" names a kind of job, document or part on forms and invoices, and on a vehicle's papers
  // the type code (D.2), not the model (D.3 "Handelsbezeichnung").
  it('is not a model', async () => {
    const schema: TOutputSchema = [
      { name: 'model', type: 'string' },
      { name: 'total', type: 'number' },
    ];
    const invoice = ['Rechnung 2026-88', 'Typ: Wartung', 'Gerät: Heizung Vaillant ecoTEC', 'Betrag: 180,00 EUR'];
    expect(await run(invoice.join('\n'), schema)).toEqual({ total: 180 });
  });
});

describe('a value that is a known label, beside its own label in a block of "Label   Value" rows', () => {
  // The lexicon makes many single words labels ("Premium", "Excess", "Gate", "Spende"). Taken for a
  // second label, such a value was passed over, and the next row's label was read as the value.
  it('is the value, not the label of the row below', async () => {
    const tariff = ['Vertragsübersicht', 'Tarif          Premium', 'Grundgebühr    24,90 EUR'].join('\n');
    expect(
      await run(tariff, [
        { name: 'tarif', type: 'string' },
        { name: 'grundgebuehr', type: 'number' },
      ]),
    ).toEqual({ tarif: 'Premium', grundgebuehr: 24.9 });
    const receipt = ['Spendenquittung', 'Zweck          Spende', 'Betrag         100,00'].join('\n');
    expect(
      await run(receipt, [
        { name: 'zweck', type: 'string' },
        { name: 'betrag', type: 'number' },
      ]),
    ).toEqual({ zweck: 'Spende', betrag: 100 });
  });

  it('still lets a row of two labels head the values below it', async () => {
    const text = ['Kunde          Rechnungsnummer', 'Max Muster     RE-4711'].join('\n');
    expect(
      await run(text, [
        { name: 'kunde', type: 'string' },
        { name: 'rechnungsnummer', type: 'string' },
      ]),
    ).toEqual({ kunde: 'Max Muster', rechnungsnummer: 'RE-4711' });
  });
});
