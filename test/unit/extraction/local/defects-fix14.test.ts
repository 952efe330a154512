// Session 14's defects: what a user notices in the extracted values (compound labels with an unknown first part,
// items opening with a sum word, column sums named by compounds, acronym labels, names with a form of address).
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const number = (name: string): TOutputSchema[number] => ({ name, type: 'number' });
const items = (name: string, properties: TOutputSchema): TOutputSchema[number] => ({
  name,
  type: 'array',
  items: { type: 'object', properties },
});
const read = (lines: string[], schema: TOutputSchema) =>
  extractResult(schema, documentLines([textDocument(lines.join('\n'))])).result as Record<string, unknown>;

describe('session 14 defects', () => {
  it('links a German compound label with an unknown first part by its head ("Montageort" for location)', () => {
    const json = read(
      ['Serviceauftrag 2207', 'Datum: 03.05.2026', 'Montageort: Halle 4, Werk Süd', 'Techniker: P. Brandt'],
      [text('location'), text('technician')],
    );
    expect(json.location).toBe('Halle 4, Werk Süd');
  });

  it('keeps an item whose first word is a sum word, and still ends the items at the sum row', () => {
    const schema = [number('total'), items('items', [text('description'), number('qty'), number('amount')])];
    const spaced = read(
      [
        'Description Qty Amount',
        'Crane hire half day 1 900.00',
        'Shipping container 20ft used 1 1,200.00',
        'Total station rental 3 days 1 450.00',
        '',
        'Total 2,550.00',
      ],
      schema,
    );
    expect(spaced.items).toEqual([
      { description: 'Crane hire half day', qty: 1, amount: 900 },
      { description: 'Shipping container 20ft used', qty: 1, amount: 1200 },
      { description: 'Total station rental 3 days', qty: 1, amount: 450 },
    ]);
    const german = read(
      [
        'Leistung              Betrag',
        'Fensterreinigung      80,00',
        'Gesamtreinigung Treppenhaus   120,00',
        'Kellerreinigung       45,00',
        'Gesamtbetrag          245,00',
      ],
      [number('gesamtbetrag'), items('positionen', [text('leistung'), number('betrag')])],
    );
    expect(german.positionen).toEqual([
      { leistung: 'Fensterreinigung', betrag: 80 },
      { leistung: 'Gesamtreinigung Treppenhaus', betrag: 120 },
      { leistung: 'Kellerreinigung', betrag: 45 },
    ]);
  });

  it('ends the items at a sum row whose numbers are the sums, and at a long sum label', () => {
    const json = read(
      [
        'Description   Qty   Amount',
        'Crane hire half day   1   900.00',
        'Site survey 2 days   1   450.00',
        'Total station hire   2   1,350.00',
        'Total incl. VAT 20%   1,620.00',
      ],
      [items('items', [text('description'), number('qty'), number('amount')])],
    );
    expect(json.items).toEqual([
      { description: 'Crane hire half day', qty: 1, amount: 900 },
      { description: 'Site survey 2 days', qty: 1, amount: 450 },
    ]);
  });

  it("reads a column's sum for names joining the total and the column (summeNetto, nettoSumme, gesamtbetragBrutto)", () => {
    const schema = ['summeNetto', 'nettoSumme', 'gesamtbetragBrutto', 'totalGross', 'totalNet'].map(number);
    const spaced = read(
      [
        'Bezeichnung  Netto  Brutto',
        'Zählerwechsel Wasser  58,90  70,09',
        'Summenzähler Austausch  89,00  105,91',
        'Summe  147,90  176,00',
      ],
      schema,
    );
    expect(spaced).toMatchObject({
      summeNetto: 147.9,
      nettoSumme: 147.9,
      gesamtbetragBrutto: 176,
      totalGross: 176,
      totalNet: 147.9,
    });
    const tabbed = read(
      ['Item\tQty\tNet\tGross', 'Bolts\t10\t8.40\t10.00', 'Nuts\t5\t4.20\t5.00', 'Total\t15\t12.60\t15.00'],
      [number('summeNetto'), number('bruttoSumme')],
    );
    expect(tabbed).toEqual({ summeNetto: 12.6, bruttoSumme: 15 });
  });

  it("ends a till receipt's items at a payment row of any means the vocabulary knows (Apple Pay, PayPal, Klarna)", () => {
    for (const means of ['Apple Pay', 'PayPal', 'Klarna', 'Girocard']) {
      const json = read(
        ['Bäckerei Korn', 'Filiale 12', '', 'Brötchen            1,60', 'Kaffee              2,90', `${means}   4,50`],
        [text('payment_method'), items('items', [text('description'), number('price')])],
      );
      expect(json).toEqual({
        payment_method: means,
        items: [
          { description: 'Brötchen', price: 1.6 },
          { description: 'Kaffee', price: 2.9 },
        ],
      });
    }
  });

  it('links "HK-" and "NK-" labels (Heizkosten, Nebenkosten) to fields named in English', () => {
    const json = read(
      [
        'Hausverwaltung Sommer & Co.',
        'AZ: WEG-17/2025',
        'KD-Nr: 44812',
        '',
        'HK-Vorauszahlung\t720,00 €',
        'NK-Vorauszahlung\t1.380,00 €',
        'NK-Abrechnung\t96,40 €',
      ],
      [
        text('aktenzeichen'),
        text('kundennummer'),
        number('heating_costs_advance'),
        number('service_charge_advance'),
        number('service_charge_settlement'),
      ],
    );
    expect(json).toEqual({
      aktenzeichen: 'WEG-17/2025',
      kundennummer: '44812',
      heating_costs_advance: 720,
      service_charge_advance: 1380,
      service_charge_settlement: 96.4,
    });
  });

  it("gives a person's name without the German form of address, keeping an academic title", () => {
    const json = read(
      ['Servicebericht', 'Kunde: Herr Dr. Max Weber', 'Ansprechpartner: Frau Anna Schulz'],
      [text('kunde'), text('ansprechpartner')],
    );
    expect(json).toEqual({ kunde: 'Dr. Max Weber', ansprechpartner: 'Anna Schulz' });
  });
});
