// Units a field's name ends with that need more than a factor (qualified.ts UNIT_FACTORS):
// - a temperature's scale (`transporttemperatur_c`, `temperature_f`): "c" and "f" are units only after a temperature,
//   and °C and °F convert by an offset, not a factor ("100.9 °F" for `temperature_c` is 38.28);
// - a food label's energy (`energie_kcal`, `energy_kj`): printed "Brennwert 1946 kJ / 465 kcal", "Energy 1765kJ
//   421kcal", "Calories 1,412"; the energy of gas ("Brennwert 11,312 kWh/m³") is named in kWh, so only kcal and kJ
//   take the nutrition table's labels.
import { parseNumber } from './parse-number.ts';

const SCALE_WORD = /^(?:c|f|celsius|fahrenheit)$/;
// "temp", "temperature", "temperatur" and German compounds ending in it ("kuehltemperatur", "trinktemperatur").
const TEMPERATURE = /^temp$|temperat/;

/** The scale (`c` or `f`) a name's last word gives a temperature before it, or undefined. */
export function scaleOfName(words: string[]): 'c' | 'f' | undefined {
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !SCALE_WORD.test(last) || !TEMPERATURE.test(words.at(-2) ?? '')) {
    return undefined;
  }
  return last.startsWith('f') ? 'f' : 'c';
}

// A temperature's scale after its number: "100.9 °F", "38,2 °C", "−18°C".
const SCALE = /\d\s?°\s?([CF])(?![\p{L}\d])/u;

/** A temperature in the field's scale: "100.9 °F" for the scale `c` is 38.277778; as written without a scale. */
export function inScale(text: string, unit: 'c' | 'f'): number | null {
  const value = parseNumber(text);
  const written = SCALE.exec(text)?.[1]?.toLowerCase();
  if (value === null || !written || written === unit) {
    return value;
  }
  return Math.round((unit === 'c' ? ((value - 32) * 5) / 9 : (value * 9) / 5 + 32) * 1e6) / 1e6;
}

const FOOD_ENERGY_LABELS = ['brennwert', 'energie', 'energy', 'energiewert', 'calories', 'kalorien'].map((word) => [
  word,
]);

/** Labels a field's unit implies: a nutrition table's energy row for kcal and kJ; none for other units. */
export const unitLabels = (unit: string | undefined): string[][] =>
  unit === 'kcal' || unit === 'kj' ? FOOD_ENERGY_LABELS : [];
