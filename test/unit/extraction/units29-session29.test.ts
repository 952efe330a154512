// Quantities with units (session 29, branch units29): a food label's energy in kcal or kJ, a measure of another kind
// under the field's label, hours, minutes and seconds without a unit, feet, beats per minute, and a temperature's
// scale after a temperature's name. Each failed on the code before it.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe("a food label's energy", () => {
  it('reads "Brennwert 1946 kJ / 465 kcal" as 465 for `energie_kcal` and 1946 for `energie_kj`', async () => {
    const text = ['Dinkelcracker', 'Nährwerte pro 100 g', 'Brennwert   1946 kJ / 465 kcal', 'Fett   21 g'].join('\n');
    const response = await extractText(text, numbers('energie_kcal', 'energie_kj'));
    expect(response.result).toMatchObject({ energie_kcal: 465, energie_kj: 1946 });
  });
});

describe('a measure of another kind under the field’s label', () => {
  it('takes the kWh for `verbrauch_kwh`, not "Verbrauch: 1.243,7 m³"', async () => {
    const text = [
      'Gasabrechnung 2025',
      'Verbrauch: 1.243,7 m³',
      'Umrechnung: 1.243,7 m³ × Zustandszahl 0,9645 × Brennwert 11,312 kWh/m³ = 13.569 kWh',
    ].join('\n');
    const response = await extractText(text, numbers('verbrauch_kwh'));
    expect(response.result).toMatchObject({ verbrauch_kwh: 13569 });
  });
});

describe('durations and lengths a name asks for in its unit', () => {
  it('reads "Moving time: 1:58:42" as 118.7 for `moving_time_minutes` and "0:47:30" as 0.7917 hours', async () => {
    const text = ['Morning ride', 'Moving time: 1:58:42', 'Stopped time: 0:47:30', 'Distance: 41.2 km'].join('\n');
    const response = await extractText(text, numbers('moving_time_minutes', 'stopped_time_hours'));
    expect(response.result).toMatchObject({ moving_time_minutes: 118.7, stopped_time_hours: 0.7917 });
  });

  it('reads "Elevation gain: 384 ft" as 117.0432 for `elevation_gain_m`', async () => {
    const text = ['Morning ride', 'Elevation gain: 384 ft', 'Calories: 712'].join('\n');
    const response = await extractText(text, numbers('elevation_gain_m'));
    expect(response.result).toMatchObject({ elevation_gain_m: 117.0432 });
  });

  it('reads "Pulse 88 bpm" in a row of cells for `pulse_bpm`, whose last word is a unit', async () => {
    const text = ['Vitals', 'BP 128/82 mmHg\tPulse 88 bpm\tSpO2 97 %', 'Weight 172 lb'].join('\n');
    const response = await extractText(text, numbers('pulse_bpm'));
    expect(response.result).toMatchObject({ pulse_bpm: 88 });
  });
});

describe("a temperature's scale", () => {
  it('converts "Temperature: 100.9 °F" for `temperature_c` and keeps "Kühltemperatur: −18 °C" for `kuehltemperatur_c`', async () => {
    const text = ['Vitals', 'Temperature: 100.9 °F', 'Probe', 'Kühltemperatur: −18 °C'].join('\n');
    const response = await extractText(text, numbers('temperature_c', 'kuehltemperatur_c'));
    expect(response.result).toMatchObject({ temperature_c: 38.277778, kuehltemperatur_c: -18 });
  });
});
