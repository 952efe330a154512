// Values of document kinds new to the corpus (session 21, branch kinds21) that no known label gives: a measure whose
// field names its unit, and a period's range in a later label/value pair of a row.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a measure whose field names its unit', () => {
  it('reads the one number in cubic metres of a moving quote', async () => {
    const text = [
      'Angebot für Ihren Privatumzug',
      'Ihr Wunschtermin ist der 24.04.2026. Das Umzugsgut umfasst nach unserer Besichtigung ca. 38 m³.',
      'Festpreis brutto: 2.558,50 €',
    ].join('\n');
    const response = await extractText(text, numbers('volumen_m3'));
    expect(response.result).toMatchObject({ volumen_m3: 38 });
  });

  it('reads ppm and millimetres behind labels it does not know', async () => {
    const text = [
      'Messergebnisse der letzten Überprüfung: CO-Gehalt 38 ppm, Abgasverlust 4 %.',
      'Rx   Sph    Cyl',
      'R    -1.25  -0.50',
      'PD 63 mm',
    ].join('\n');
    const response = await extractText(text, numbers('co_gehalt_ppm', 'pupillary_distance_mm'));
    expect(response.result).toMatchObject({ co_gehalt_ppm: 38, pupillary_distance_mm: 63 });
  });

  it('reads square metres inside a bill line', async () => {
    const text = ['Jahresrechnung 2026', 'Pacht (412 m² × 0,28 €)        115,36 €', 'Gesamt          363,12 €'].join(
      '\n',
    );
    const response = await extractText(text, numbers('flaeche_m2'));
    expect(response.result).toMatchObject({ flaeche_m2: 412 });
  });

  it('takes none of two numbers in the unit that no line tells apart', async () => {
    const text = ['Zählerstand alt 118 m³', 'Zählerstand neu 141 m³'].join('\n');
    const response = await extractText(text, numbers('gas_m3'));
    expect(response.result).not.toHaveProperty('gas_m3');
  });

  it('leaves a price per unit to the money readers', async () => {
    const text = 'Die Abholung ist bis 3 m³ gebührenfrei; jeder weitere Kubikmeter kostet 25,00 €.';
    const response = await extractText(text, numbers('preis_je_weiterem_m3'));
    expect(response.result).not.toMatchObject({ preis_je_weiterem_m3: 3 });
  });
});

describe('a period in a later pair of a label row', () => {
  it('reads both ends of the range beside the second label', async () => {
    const text = [
      'BERTHING INVOICE',
      'Vessel                Kittiwake II             Pontoon / Berth       C-17',
      'LOA                   9.4 m                    Berthing period       01/04/2026 – 31/03/2027',
    ].join('\n');
    const response = await extractText(text, dates('period_start', 'period_end'));
    expect(response.result).toMatchObject({ period_start: '2026-04-01', period_end: '2027-03-31' });
  });

  it('ends the later pair at the next gap', async () => {
    const text = 'Length  9.4 m    Hire period  01/05/2026 – 14/05/2026    Invoice date  20/04/2026';
    const response = await extractText(text, dates('period_start', 'period_end'));
    expect(response.result).toMatchObject({ period_start: '2026-05-01', period_end: '2026-05-14' });
  });
});
