// Session 15: missing values whose cause recurs in at least three development sets of different authors.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const day = (name: string): TOutputSchema[number] => ({ name, type: 'string', format: 'date' });
const object = (name: string, properties: TOutputSchema): TOutputSchema[number] => ({
  name,
  type: 'object',
  properties,
});
const read = (lines: string[], schema: TOutputSchema) =>
  extractResult(schema, documentLines([textDocument(lines.join('\n'))])).result as Record<string, unknown>;

describe('a date range under one label, read for a start/end pair', () => {
  it('dates a first date written without its year by the range end ("Mar 3 – Apr 2, 2026")', () => {
    const json = read(
      ['Cityline Water', 'Customer no. 7741-22', 'Billing period covered: Mar 3 – Apr 2, 2026', 'Total due: $61.20'],
      [text('customer_no'), object('usage', [day('start'), day('end')])],
    );
    expect(json.usage).toEqual({ start: '2026-03-03', end: '2026-04-02' });
  });

  it('reads a range for an owner that names no period (`arbeiten.von`)', () => {
    const json = read(
      ['Malerbetrieb Henning', 'Rechnung 2026-118', 'Leistungszeitraum\t02.03.2026 – 06.03.2026'],
      [text('rechnung'), object('arbeiten', [day('von'), day('bis')])],
    );
    expect(json.arbeiten).toEqual({ von: '2026-03-02', bis: '2026-03-06' });
  });

  it('reads flat `start_date` and `end_date` from the one range under a period label', () => {
    const json = read(
      ['Van hire agreement HV-2291', 'Hire period: 14 June 2026 to 21 June 2026', 'Deposit: £200.00'],
      [day('start_date'), day('end_date')],
    );
    expect(json).toMatchObject({ start_date: '2026-06-14', end_date: '2026-06-21' });
  });

  it("leaves a lone deadline (`faellig_bis`) to its own reading beside another range's two ends", () => {
    const json = read(
      [
        'Beitragsnummer 118 220 431',
        'Zeitraum: 01.04.2026 – 30.06.2026',
        'Bitte überweisen Sie den Betrag bis zum 15.05.2026.',
      ],
      [day('zeitraum_von'), day('zeitraum_bis'), day('faellig_bis')],
    );
    expect(json).toMatchObject({ zeitraum_von: '2026-04-01', zeitraum_bis: '2026-06-30', faellig_bis: '2026-05-15' });
  });
});

describe('a payment card printed masked, read for its last digits, its number or its brand', () => {
  it('reads the last digits said in a sentence ("card ending in 2208")', () => {
    const json = read(
      ['Dear customer,', 'your annual plan renewed today and $89.00 was charged to the card ending in 2208.'],
      [text('card_last_digits')],
    );
    expect(json.card_last_digits).toBe('2208');
  });

  it('reads a masked number as printed and its brand from the same line', () => {
    const json = read(
      ['Café Brücke', 'Summe 18,40 EUR', 'MASTERCARD  •••• •••• •••• 6310', 'Beleg-Nr. 0041'],
      [text('kartennummer'), text('card_brand')],
    );
    expect(json).toMatchObject({ kartennummer: '•••• •••• •••• 6310', card_brand: 'Mastercard' });
  });

  it('reads a payment method from the card it names, and leaves two different cards open', () => {
    const folio = ['Room 214, 2 nights   330.00', 'Bar                   41.50', '16-May  Amex ***7741   371.50'];
    expect(read(folio, [text('payment_card')]).payment_card).toBe('Amex');
    const two = read(['Paid: Visa ****1111', 'Refund: Visa ****2222'], [text('card_ending')]);
    expect(two.card_ending).toBeUndefined();
  });
});

describe('a person under a plain "Name" label, read for a field naming the person by role', () => {
  it('reads a boarding pass "NAME" row for `passenger` and a form\'s "Name, Vorname" for `schueler`', () => {
    const pass = read(
      ['BOARDING PASS', 'NAME        BRANDT/OLE MR', 'FLIGHT      LH 2040', 'SEAT        7C'],
      [text('passenger')],
    );
    expect(pass.passenger).toBe('BRANDT/OLE MR');
    const form = read(
      ['Realschule am Park', 'Name, Vorname:   Yilmaz, Deniz', 'Klasse:          8a'],
      [text('schueler')],
    );
    expect(form.schueler).toBe('Yilmaz, Deniz');
  });

  it('reads the name up to the next column, and leaves a form naming two people open', () => {
    const folio = read(['Name: Ms. Rosa Mendez          Room: 304', 'Arrival: 02/05/2026'], [text('guest')]);
    expect(folio.guest).toBe('Ms. Rosa Mendez');
    const two = read(['Name: Rosa Mendez', 'Name: Paul Mendez', 'Room: 304'], [text('guest')]);
    expect(two.guest).toBeUndefined();
  });
});
