// Amounts read wrong or missed (session 22, branch amounts22): a house number reached through an address line is no
// amount, a reminder's "outstanding balance" is the amount overdue, and a cost statement's "Ihre Kosten insgesamt" is
// the occupant's own sum.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('a number in a street address is no amount', () => {
  it('leaves `gesamtkosten_haus` out rather than read 27 from "Liegenschaft: Goethestraße 27a, …"', async () => {
    const text = [
      'Frau Sabine Krämer',
      'Goethestraße 27a',
      '04109 Leipzig',
      '',
      'Heizkostenabrechnung 2025',
      'Liegenschaft: Goethestraße 27a, 04109 Leipzig · Nutzer-Nr. 0114 · Lage: 2. OG links',
      'Abrechnungszeitraum: 01.01.2025 bis 31.12.2025',
      '',
      'Ihre Wohnfläche: 68,50 m²',
      'Nachzahlung\t116,42 €',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'gesamtkosten_haus', type: 'number', description: 'Heizkosten der ganzen Liegenschaft' },
    ]);
    expect(response.result).not.toMatchObject({ gesamtkosten_haus: 27 });
  });

  it('still reads an amount after a label that is no address ("Miete: 850,00 €")', async () => {
    const response = await extractText('Mietvertrag\nMiete: 850,00 €\n', numbers('miete'));
    expect(response.result).toMatchObject({ miete: 850 });
  });
});

describe('a reminder states the amount overdue as its outstanding balance', () => {
  it('reads "The outstanding balance (GBP 540.00)" for `amount_overdue`', async () => {
    const text = [
      'Dear Mr Moore,',
      '',
      "Our records show that invoice CCS-2291 for February's cleaning is now",
      'overdue. The outstanding balance (GBP 540.00) should be paid by 17 April',
      '2026 to avoid a late payment fee.',
    ].join('\n');
    const response = await extractText(text, numbers('amount_overdue'));
    expect(response.result).toMatchObject({ amount_overdue: 540 });
  });
});

describe("a cost statement ends with the reader's own sum", () => {
  it('reads "Ihre Kosten insgesamt" for `kosten_nutzer`, not the first share above it', async () => {
    const text = [
      'Heizkostenabrechnung 2025',
      'Kosten insgesamt\t18.442,60 €',
      'Ihr Anteil Heizung\t812,15 €',
      'Ihr Anteil Warmwasser\t324,27 €',
      'Ihre Kosten insgesamt\t1.136,42 €',
      'abzüglich Ihrer Vorauszahlungen\t1.020,00 €',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'kosten_nutzer', type: 'number', description: 'Ihr Anteil an den Heiz- und Warmwasserkosten' },
    ]);
    expect(response.result).toMatchObject({ kosten_nutzer: 1136.42 });
  });
});
