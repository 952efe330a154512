// Session 17 (vocab17): field names whose printed labels are paraphrases, in domains the corpus lacked (working life,
// property, legal, trades, warranties, feed-in): word families with an agent, a participle and the deed
// (families-work.ts), translations (translations-work.ts) and synonym groups (synonyms-work.ts); "durch" as an agent's
// preposition; a deed's German date compound; adjectives of choice before a label; comma lists of short pairs.
import { describe, expect, it } from '@jest/globals';
import { cutAtPairList } from '../../../../src/extraction/providers/local/value-cuts.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';
import { extractText } from '../local-provider-helpers.ts';
import { linksLabel } from './label-coverage-fixture.ts';

const run = async (text: string, schema: TOutputSchema) =>
  (await extractText(text, schema)).result as Record<string, unknown>;
const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }));

describe('paraphrased labels of these domains', () => {
  it('links an agent, its participle and its deed in either language', () => {
    expect(linksLabel('seller', 'Verkauft durch')).toBe(true);
    expect(linksLabel('seller', 'Sold by')).toBe(true);
    expect(linksLabel('purchased_on', 'Kaufdatum')).toBe(true);
    expect(linksLabel('purchased_on', 'Date of purchase')).toBe(true);
    expect(linksLabel('substitute', 'Vertretung durch')).toBe(true);
  });

  it('links translated words and compounds of property, work, warranties and plants', () => {
    expect(linksLabel('year_built', 'Baujahr')).toBe(true);
    expect(linksLabel('property_type', 'Objektart')).toBe(true);
    expect(linksLabel('buyer_commission', 'Provision für Käufer')).toBe(true);
    expect(linksLabel('plant_operator', 'Anlagenbetreiber')).toBe(true);
    expect(linksLabel('overtime_hours', 'OT hrs')).toBe(true);
    expect(linksLabel('serial_number', 'Fabrikationsnummer')).toBe(true);
    expect(linksLabel('warranty_until', 'Garantie gültig bis')).toBe(true);
  });

  it('links what is left to pay as statements word it', () => {
    expect(linksLabel('amount_payable', 'Balance to pay')).toBe(true);
    expect(linksLabel('amount_payable', 'Noch offen')).toBe(true);
    expect(linksLabel('amount_payable', 'Balance now due')).toBe(true);
  });

  it('keeps the agent and the deed apart', () => {
    expect(linksLabel('seller', 'Kaufdatum')).toBe(false);
    expect(linksLabel('purchased_on', 'Verkauft durch')).toBe(false);
    expect(linksLabel('buyer_commission', 'Kaufpreis')).toBe(false);
  });
});

describe('parties of these domains', () => {
  it('reads a notary and an estate agent as the writers of their own invoices', async () => {
    const notary = await run(
      'Dr. Helmut Sauerborn · Notar · Bonner Talweg 9 · 53113 Bonn\n\nKostenberechnung gemäß § 19 GNotKG\nGeschäftswert: 489.000,00 EUR\n',
      strings('notary'),
    );
    expect(notary.notary).toBe('Dr. Helmut Sauerborn');
    const broker = await run(
      'Rheinblick Immobilien e.K. · Inh. Sabine Krämer · Poppelsdorfer Allee 52 · 53115 Bonn\n\nProvisionsrechnung Nr. 2026-031\nKaufpreis laut Vertrag   489.000,00 EUR\n',
      strings('broker'),
    );
    expect(broker.broker).toBe('Rheinblick Immobilien e.K.');
  });
});

describe('labels in running lines', () => {
  it('reads a label after an adjective of choice', async () => {
    const result = await run('Ihre Rufnummer: 0176 55318820\nGewählter Tarif: Smart Connect L 5G\n', strings('tariff'));
    expect(result.tariff).toBe('Smart Connect L 5G');
  });

  it('reads each pair of a comma list of short label-value pairs', async () => {
    const result = await run(
      'Ticket 1: Block C, Reihe 14, Platz 22 – Sitzplatz Kat. 2 – 52,90 €\n',
      strings('block', 'row', 'seat'),
    );
    expect(result).toEqual({ block: 'C', row: '14', seat: '22' });
    expect(cutAtPairList('14, Platz 22')).toBe('14');
    expect(cutAtPairList('Hauptstraße 12, 10115 Berlin')).toBe('Hauptstraße 12, 10115 Berlin');
  });

  it(
    'cuts a value of 200,000 blanks after a pair in linear time',
    async () => {
      const value = `14, Platz 22${' '.repeat(200_000)}x`;
      expect(await guardedReader('providers/local/value-cuts.ts', 'cutAtPairList', value)).toBe(value);
    },
    GUARDED_TEST_MS,
  );
});
