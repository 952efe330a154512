// Precision defects of session 8: a wrong value is worse than an empty field.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('an identifier field', () => {
  it('ends where the code ends, not at the city after it', async () => {
    const schema: TOutputSchema = [
      { name: 'passenger', type: 'string' },
      { name: 'flight_number', type: 'string' },
    ];
    const text = ['Boarding Pass', 'Passenger: Anna Weber', 'Flight number: LH 2012 Munich – Hamburg'];
    expect(await run(text.join('\n'), schema)).toEqual({ passenger: 'Anna Weber', flight_number: 'LH 2012' });
  });

  it('ends after a code without a space and before a word in capitals', async () => {
    const schema: TOutputSchema = [
      { name: 'train_number', type: 'string' },
      { name: 'booking_number', type: 'string' },
    ];
    const text = ['Train number: ICE578 FRANKFURT - BERLIN', 'Booking number: 7001 4432 19'];
    expect(await run(text.join('\n'), schema)).toEqual({ train_number: 'ICE578', booking_number: '7001 4432 19' });
  });

  it('does not cut a field that is no identifier after its number', async () => {
    const schema: TOutputSchema = [
      { name: 'service_address', type: 'string' },
      { name: 'account_number', type: 'string' },
    ];
    const text = ['Service address: 1716 Maple Ct', 'Account number: 55-0192'];
    expect(await run(text.join('\n'), schema)).toEqual({ service_address: '1716 Maple Ct', account_number: '55-0192' });
  });
});

describe('the city of an address object', () => {
  const schema: TOutputSchema = [
    {
      name: 'lieferadresse',
      type: 'object',
      properties: [
        { name: 'ort', type: 'string' },
        { name: 'plz', type: 'string' },
      ],
    },
  ];

  it('is the city of the postal line, not the name line under the label', async () => {
    const text = ['Lieferschein LS-4471', '', 'Lieferadresse:', 'Max Muster', 'Hauptstraße 5', '12345 Berlin'];
    expect(await run(text.join('\n'), schema)).toEqual({ lieferadresse: { ort: 'Berlin', plz: '12345' } });
  });

  it('is left out rather than taken from the name when there is no postal line', async () => {
    const text = ['Lieferschein LS-4471', '', 'Lieferadresse:', 'Max Muster', 'Hauptstraße 5'];
    expect(await run(text.join('\n'), schema)).toEqual({});
  });
});

describe("a party's name", () => {
  it('is not the document kind in the heading row beside its label', async () => {
    const schema: TOutputSchema = [
      { name: 'kunde', type: 'string' },
      { name: 'betrag', type: 'number' },
    ];
    const text = ['Kunde            Rechnung', 'Müller GmbH      R-2026-114', '', 'Betrag: 120,00 EUR'];
    // The learned fallback (session 9) reads the row of labels over the row of values: the customer under "Kunde".
    expect(await run(text.join('\n'), schema)).toEqual({ kunde: 'Müller GmbH', betrag: 120 });
    const titled = ['Kunde:', 'Rechnung Nr. R-2026-114', 'Betrag: 120,00 EUR'];
    expect(await run(titled.join('\n'), schema)).toEqual({ betrag: 120 });
  });

  it("is not another field's label, under its own label or as the first line", async () => {
    const schema: TOutputSchema = [
      { name: 'employer', type: 'string' },
      { name: 'gross_pay', type: 'number' },
    ];
    const headed = ['Employee', 'Jane Doe, 5 Elm Road, Leeds LS2 7AA', 'Gross pay: 3,200.00'];
    expect(await run(headed.join('\n'), schema)).toEqual({ gross_pay: 3200 });
    const labelled = ['Payslip March 2026', 'Employer: Employee', 'Gross pay: 3,200.00'];
    expect(await run(labelled.join('\n'), schema)).toEqual({ gross_pay: 3200 });
  });

  it('is still read from its label and from the letterhead', async () => {
    const schema: TOutputSchema = [
      { name: 'employer', type: 'string' },
      { name: 'kunde', type: 'string' },
    ];
    const text = ['Northwind Ltd · 1 Dock Street · Leeds LS1 4AP', 'Kunde: Rechnungswesen Müller GmbH'];
    expect(await run(text.join('\n'), schema)).toEqual({
      employer: 'Northwind Ltd',
      kunde: 'Rechnungswesen Müller GmbH',
    });
  });
});
