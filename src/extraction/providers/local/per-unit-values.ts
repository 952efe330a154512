import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

// How documents print a unit after a number or a "/": `liter` as "l", "ltr", "litre".
const UNIT_FORMS: Record<string, string> = {
  liter: 'l|ltr|liter|litre',
  litre: 'l|ltr|liter|litre',
  l: 'l|ltr|liter|litre',
  kwh: 'kwh',
  kilowattstunden: 'kwh',
  kg: 'kg',
  kilogramm: 'kg',
  km: 'km',
  kilometer: 'km',
  stunde: 'h|std|stunde',
  hour: 'h|hr|hour',
  night: 'night|nt',
  nacht: 'nacht|night',
};
const PER = new Set(['pro', 'per', 'je']);
// Units a field is named by alone (`liter`, `kwh`): measured amounts, not the units of a rate (hour, night).
const MEASURES = new Set(['liter', 'litre', 'l', 'kwh', 'kilowattstunden', 'kg', 'kilogramm', 'km', 'kilometer']);
// Words of a name that ask for how much of a unit there is: `menge_liter`, `volume_l`, `verbrauch_kwh`.
const QUANTITY = /^(?:menge|quantity|qty|volume|volumen|anzahl|verbrauch|consumption|usage|amount)$/;
const CURRENCY = '(?:[$€£]|EUR|USD|GBP|CHF)';
const NUMBER = String.raw`\d[\d.,']*`;

// A name's words are letters only, so a unit not listed is its own pattern (plural "s" allowed): "seat", "user".
const unitForms = (unit: string) => UNIT_FORMS[unit] ?? `${unit}s?`;

function firstMatch(lines: TLine[], pattern: RegExp): TValueSource | null {
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const match = pattern.exec(line.text);
    const value = match?.[1];
    if (match && value) {
      const start = match.index + match[0].indexOf(value);
      return { text: value, line, quoteStart: start, quoteEnd: start + value.length };
    }
  }
  return null;
}

/**
 * A price per unit written into a calculation or after a slash, for a field named "<price> per <unit>":
 * "52,18 l x 1,679 EUR/l" for `preis_pro_liter`, "12 x $96.00 / seat / year" for `price_per_seat`.
 */
export function pricePerUnit(lines: TLine[], nameWords: string[]): TValueSource | null {
  const at = nameWords.findIndex((word, index) => index > 0 && PER.has(word));
  const unit = at > 0 && at + 2 === nameWords.length ? nameWords[at + 1] : undefined;
  if (!unit || !/^\p{L}+$/u.test(unit)) {
    return null;
  }
  const per = String.raw`\s*(?:\/|\bper\b|\bpro\b|\bje\b)\s*(?:${unitForms(unit)})(?![\p{L}])`;
  const price = `(?:${CURRENCY}\\s?)?(${NUMBER})(?:\\s?${CURRENCY})?`;
  // A shelf label's base price: "1 kg = 19,16 €", "1l=2,38" (OCR drops the blanks).
  const one = String.raw`(?<![\d.,])1\s?(?:${unitForms(unit)})\s?=\s?`;
  return (
    firstMatch(lines, new RegExp(`(?<![\\d.,])${price}${per}`, 'iu')) ??
    firstMatch(lines, new RegExp(`${one}${price}(?![\\d.,])`, 'iu'))
  );
}

// "6,50 €" or "4,79" alone on its line: the price a ticket or a shelf label is about, printed large without a label.
const LONE_AMOUNT = /^\s*((?:[$€£]\s?)?\d{1,5}[.,]\d{2}(?:\s?(?:€|EUR|CHF|\$|£))?)\s*$/u;
// Fields of the one price such a slip states (`preis`, `price`, `eintrittspreis`, `fare`), not a tax or a part of it.
const PRICE = /^(?:price|\p{L}*preis|fare)$/u;

/** The one line of a document that is an amount alone, for a field of a price no label gave; null if none or more. */
export function loneAmount(lines: TLine[], words: string[]): TValueSource | null {
  if (!PRICE.test(words.at(-1) ?? '')) {
    return null;
  }
  const alone = lines.filter((line) => !line.header && LONE_AMOUNT.test(line.text));
  const line = alone.length === 1 ? alone[0] : undefined;
  const value = line ? LONE_AMOUNT.exec(line.text)?.[1] : undefined;
  const start = line && value ? line.text.indexOf(value) : -1;
  return line && value ? { text: value, line, quoteStart: start, quoteEnd: start + value.length } : null;
}

/** How much of a unit a calculation or line states, for `menge_liter`-like names: "52,18 l x 1,679 EUR/l". */
export function quantityInUnit(lines: TLine[], nameWords: string[]): TValueSource | null {
  const [quantity, unit] = nameWords.length === 2 ? nameWords : [];
  if (!quantity || !unit || !QUANTITY.test(quantity) || !UNIT_FORMS[unit]) {
    return null;
  }
  return firstMatch(lines, new RegExp(`(?<![\\d.,/])(${NUMBER})\\s?(?:${unitForms(unit)})(?![\\p{L}/])`, 'iu'));
}

/** A number in the unit a one-word name names: "41,3 l" for `liter`, "1.432 kWh" for `kwh`. */
export function amountInUnit(lines: TLine[], words: string[]): TValueSource | null {
  const unit = words.length === 1 ? (words[0] ?? '') : '';
  const units = MEASURES.has(unit) ? UNIT_FORMS[unit] : undefined;
  const pattern = units ? new RegExp(`(?<![\\d.,])\\d[\\d.,]*\\s?(?:${units})(?![\\p{L}/])`, 'iu') : null;
  for (const line of pattern ? lines.filter((candidate) => !candidate.header) : []) {
    const match = pattern?.exec(line.text);
    if (match) {
      return { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
    }
  }
  return null;
}
