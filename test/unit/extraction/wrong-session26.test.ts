// Wrong values among several (session 26, branch wrong26): a charge worked out from a measure times a rate whose
// currency is a code before it ("Fuel surcharge 188.5 kg x EUR 0.50 | EUR 94.25" gave the kilos), and a field
// naming a person a document serves (`schueler`, `patient`) filled with a price ("Reisepreis pro Schüler | 365,00 €").
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a measure times a rate with a currency code before the rate', () => {
  it('reads the charge closing "Fuel surcharge 188.5 kg x EUR 0.50 | EUR 94.25", not the kilos', async () => {
    const text = [
      'SKYBRIDGE FORWARDING B.V.',
      'Freight invoice FI-2026-08817',
      '',
      'Chargeable weight: 188.5 kg',
      'Fuel surcharge 188.5 kg x EUR 0.50\tEUR 94.25',
      'Screening fee\tEUR 35.00',
      'Total due\tEUR 129.25',
    ].join('\n');
    const response = await extractText(text, numbers('fuel_surcharge'));
    expect(response.result).toMatchObject({ fuel_surcharge: 94.25 });
  });

  it('reads "Fahrtkosten 612 km x EUR 0,30 | EUR 183,60" as the cost, as it does with "0,30 €"', async () => {
    const text = [
      'Reisekostenabrechnung',
      '',
      'Fahrtkosten 612 km x EUR 0,30\tEUR 183,60',
      'Übernachtung\tEUR 158,00',
    ].join('\n');
    const response = await extractText(text, numbers('fahrtkosten'));
    expect(response.result).toMatchObject({ fahrtkosten: 183.6 });
  });
});

describe('a person the document serves is never a price', () => {
  it('leaves `schueler` empty rather than take "Reisepreis pro Schüler | 365,00 €"', async () => {
    const text = [
      'Gymnasium am Hoptbühl',
      'Klassenfahrt der Klasse 8b nach Berlin',
      '',
      'Reisepreis pro Schüler\t365,00 €',
      'Restbetrag\t265,00 €',
    ].join('\n');
    const response = await extractText(text, texts('schueler'));
    expect(response.result).toEqual({});
  });

  it('keeps a patient named under a price per patient ("Patientin: Lea Brand")', async () => {
    const text = [
      'Zahnarztpraxis Dr. Nils Ebert',
      '',
      'Patientin: Lea Brand',
      'Eigenanteil pro Patient\t312,40 €',
    ].join('\n');
    const response = await extractText(text, texts('patientin'));
    expect(response.result).toMatchObject({ patientin: 'Lea Brand' });
  });
});

describe('a span counted from an event names another moment', () => {
  it('leaves `event_date` to the event, not "48 hours before the event (9 July 2026)"', async () => {
    const text = [
      'Your tickets are booked!',
      '',
      'Summer Lights Festival – Saturday 11 July 2026',
      'Order total\t£117.50',
      '',
      'Tickets are sent to your app 48 hours before the event (9 July 2026).',
    ].join('\n');
    const response = await extractText(text, [{ name: 'event_date', type: 'string', format: 'date' }]);
    expect((response.result as Record<string, unknown>).event_date).not.toBe('2026-07-09');
  });

  it('still reads "the event (Saturday 11 July 2026)" where no span is counted from it', async () => {
    const text = ['Your tickets are booked!', '', 'Doors open at 5:30 pm for the event (11 July 2026).'].join('\n');
    const response = await extractText(text, [{ name: 'event_date', type: 'string', format: 'date' }]);
    expect(response.result).toMatchObject({ event_date: '2026-07-11' });
  });
});
