import type { TSchemaNode, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TQualifier } from './candidates.ts';
import { carrierOnly } from './carriers.ts';
import { asksForClock, clockValue } from './clock-values.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { flightNumberOnly, namesFlightNumber } from './flight-numbers.ts';
import { repairedIban } from './iban-repair.ts';
import { currentDateOrder, findDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { SELF_EVIDENT } from './self-evident.ts';
import { ownShape, shapeOf } from './shaped-values.ts';
import { signedBalance, typedNumber } from './typed-numbers.ts';
import { inScale } from './unit-names.ts';
import { yearIn } from './year-fields.ts';

// Factors to a base unit per dimension: mass in kg, energy in kWh, length in m, volume in l.
const UNIT_FACTORS: Record<string, { dimension: string; factor: number }> = {
  g: { dimension: 'mass', factor: 0.001 },
  kg: { dimension: 'mass', factor: 1 },
  t: { dimension: 'mass', factor: 1000 },
  lb: { dimension: 'mass', factor: 0.45359237 },
  lbs: { dimension: 'mass', factor: 0.45359237 },
  wh: { dimension: 'energy', factor: 0.001 },
  kwh: { dimension: 'energy', factor: 1 },
  mwh: { dimension: 'energy', factor: 1000 },
  // A food label's energy: "1946 kJ / 465 kcal" for `energie_kcal` is 465, for `energie_kj` 1946.
  kcal: { dimension: 'energy', factor: 0.001163 },
  kj: { dimension: 'energy', factor: 1 / 3600 },
  m: { dimension: 'length', factor: 1 },
  km: { dimension: 'length', factor: 1000 },
  cm: { dimension: 'length', factor: 0.01 },
  mm: { dimension: 'length', factor: 0.001 },
  l: { dimension: 'volume', factor: 1 },
  ml: { dimension: 'volume', factor: 0.001 },
  m3: { dimension: 'volume', factor: 1000 },
  mi: { dimension: 'length', factor: 1609.344 },
  ft: { dimension: 'length', factor: 0.3048 },
  miles: { dimension: 'length', factor: 1609.344 },
  gal: { dimension: 'volume', factor: 3.785411784 },
  gallons: { dimension: 'volume', factor: 3.785411784 },
  qm: { dimension: 'area', factor: 1 },
  m2: { dimension: 'area', factor: 1 },
  sqm: { dimension: 'area', factor: 1 },
  sqft: { dimension: 'area', factor: 0.09290304 },
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** An area's unit after a number ("78,50 m²", "1,200 sq ft"), as a key of the unit factors. */
const areaIn = (text: string) =>
  /\d\s*(?:m²|m2|qm|sq\.?\s?m)(?!\p{L})/iu.test(text) ? 'qm' : /\d\s*(?:sq\.?\s?ft|ft²)/iu.test(text) ? 'sqft' : null;

// A number and the unit right after it: each run of digits, separators and blanks read by one bounded quantifier.
const NUMBER_AND_UNIT = /(?<![\d.,])(\d[\d.,']{0,15})\s{0,2}([\p{L}²³]{1,7})(?![\p{L}\d])/gu;

/** The number a text writes in the field's own unit ("5.2 kg" for `weight_kg`) when it writes another first. */
function numberInOwnUnit(text: string, unit: string): number | null {
  const first = NUMBER_AND_UNIT.exec(text);
  NUMBER_AND_UNIT.lastIndex = 0;
  if (!first || first[2]?.toLowerCase().replace('³', '3') === unit) {
    return null;
  }
  for (const match of text.matchAll(NUMBER_AND_UNIT)) {
    if (match[2]?.toLowerCase().replace('³', '3') === unit) {
      return parseNumber(match[1] ?? '');
    }
  }
  return null;
}

/** A number in the field's unit: "33.800 g" for `weight_kg` is 33.8. Without a written unit, as written. */
function inUnit(text: string, unit: string): number | null {
  if (unit === 'c' || unit === 'f') {
    return inScale(text, unit);
  }
  // "11.4 lb (5.2 kg)" for `weight_kg`: the number written in the field's own unit, wherever it stands.
  const own = numberInOwnUnit(text, unit);
  if (own !== null) {
    return own;
  }
  const value = parseNumber(text);
  const written =
    areaIn(text) ??
    /\d\s*(kg|g|t|lbs?|kcal|kj|kwh|mwh|wh|km|cm|mm|miles|mi|ft|m3|m³|m|gallons|gal|ml|l)(?![\p{L}\d])/iu
      .exec(text)?.[1]
      ?.toLowerCase()
      .replace('³', '3');
  const from = written ? UNIT_FACTORS[written] : undefined;
  const to = UNIT_FACTORS[unit];
  // "Verbrauch: 1.243,7 m³" for `verbrauch_kwh`: a measure of another kind is not the field's, whatever its label;
  // a rate is left as written ("6,5 l/100 km" for `verbrauch_l_100km`, whose last unit is not the rate's first).
  if (value !== null && from && to && from.dimension !== to.dimension && !/\d\s*[\p{L}³]{1,7}\s?\//u.test(text)) {
    return null;
  }
  if (value === null || !from || !to) {
    return value;
  }
  return round((value * from.factor) / to.factor);
}

/** Whether a text writes a unit of the dimension of `unit` ("Usage (gal)" for `usage_gallons`). */
export function writesUnitOf(text: string, unit: string): boolean {
  const dimension = UNIT_FACTORS[unit]?.dimension;
  const area = areaIn(text);
  if (area) {
    return UNIT_FACTORS[area]?.dimension === dimension;
  }
  const written = [...text.toLowerCase().matchAll(/(?<![\p{L}])(\p{L}{1,7})(?![\p{L}])/gu)];
  return dimension !== undefined && written.some((word) => UNIT_FACTORS[word[1] ?? '']?.dimension === dimension);
}

/** All dates in a text, in order ("01.01.2026 – 31.03.2026"). */
export function datesIn(text: string): string[] {
  const dates: string[] = [];
  // The document's order; without one, "01/03/2026 to 31/03/2026": a date that can only be day first makes the others so.
  const dayFirst = [...text.matchAll(/(?<!\d)(\d{1,2})\/\d{1,2}\/\d{2,4}/g)].some((match) => Number(match[1]) > 12);
  const order = currentDateOrder() ?? (dayFirst ? 'day-first' : undefined);
  let rest = text;
  for (let found = findDate(rest, order); found && dates.length < 4; found = findDate(rest, order)) {
    dates.push(found.iso);
    rest = rest.slice(found.end);
  }
  return dates;
}

/** One digit, a decimal mark and three digits ("1,789", "1.800"), with either mark or only the one given. */
const THREE_DECIMALS: Record<string, RegExp> = {
  either: /(?<![\d.,])(\d)[.,](\d{3})(?![\d.,])/,
  ',': /(?<![\d.,])(\d),(\d{3})(?![\d.,])/,
  '.': /(?<![\d.,])(\d)\.(\d{3})(?![\d.,])/,
};

const RATE_EQUATION = /^\s*1\s*(?:[A-Z]{3}|[€$£¥])\s*=\s*(?=\d)/u;

type TQualifiedBy = TQualifier & { decimalMark?: string };

/** The value of a leaf read with what its name asks for (a unit, the last digits, a duration's unit, a sign). */
export function coerceQualified(node: TSchemaNode, text: string, qualifier: TQualifiedBy): TLeafValue | null {
  const typed = node.type === 'number' && qualifier.typed ? typedNumber(text, qualifier.typed) : null;
  const value = typed ?? qualifiedValue(node, text, qualifier);
  return qualifier.typed ? signedBalance(value, text, qualifier.typed) : value;
}

function qualifiedValue(
  node: TSchemaNode,
  text: string,
  // `decimalMark`: the only mark of three decimals (the document's, see extract-result.ts); else either.
  qualifier: TQualifiedBy,
): TLeafValue | null {
  if (qualifier.year && node.type === 'number') {
    return yearIn(text);
  }
  // "1 USD = 148.62 JPY": a rate written as an equation is its right side.
  const rate = node.type === 'number' ? RATE_EQUATION.exec(text) : null;
  if (rate) {
    return coerceValue(node, text.slice(rate[0].length));
  }
  if (qualifier.lastDigits) {
    const digits = text.replace(/\D/g, '');
    if (digits.length < qualifier.lastDigits) {
      return null;
    }
    const last = digits.slice(-qualifier.lastDigits);
    return node.type === 'number' ? Number(last) : node.type === 'string' ? last : null;
  }
  // A price per unit ("1,789") or a document that writes three decimals ("0.600 kg"): "1.800" is 1.8, no thousands.
  const threeDecimals =
    qualifier.perUnit && node.type === 'number'
      ? (THREE_DECIMALS[qualifier.decimalMark ?? ''] ?? THREE_DECIMALS.either)?.exec(text)
      : null;
  if (threeDecimals && qualifier.unit) {
    const decimal = `${threeDecimals[1]}.${(threeDecimals[2] ?? '').replace(/0+$/, '') || '0'}`;
    return inUnit(text.replace(threeDecimals[0], decimal), qualifier.unit);
  }
  if (threeDecimals) {
    return Number(`${threeDecimals[1]}.${threeDecimals[2]}`);
  }
  if (qualifier.unit && node.type === 'number') {
    return inUnit(text, qualifier.unit);
  }
  return coerceValue(node, text);
}

// Amounts that are deductions by name: shown as "-946,81" on payslips, stated as positive amounts.
const DEDUCTIONS = new Set([
  'tax',
  'steuer',
  'lohnsteuer',
  'deduction',
  'deductions',
  'abzug',
  'abzuege',
  'discount',
  'rabatt',
  'fee',
  'gebuehr',
  'vat',
  // A payment received is printed as a credit ("Payment received Feb 3  -$89.99"), stated as the amount paid.
  'received',
  'paid',
  'gezahlt',
  'bezahlt',
]);
const COMPACT = new Set(['iban', 'bic', 'swift']);
const ACCOUNT = /^(?:account|konto|\p{L}+konto)$/u;
const TIME = /^(?:time|uhrzeit|zeit|\p{L}+zeit)$/u;
const TIME_WITH_UNIT = /^(\d{1,2}[:.]\d{2})\s*(?:Uhr|h)\.?$/u;
/** Values in their usual written form: an IBAN without spaces, a deduction as a positive amount. */
export function normalized(property: TSchemaProperty, words: string[], value: TLeafValue | null): TLeafValue | null {
  // `supplier_email`, `telefon`, `ust_id`: only a value of the field's shape, and only that part of it.
  const shape = typeof value === 'string' ? shapeOf(property) : null;
  if (shape) return ownShape(shape, value as string);
  if (typeof value === 'string' && property.type === 'string' && !property.format) {
    if (namesFlightNumber(words)) return flightNumberOnly(value);
    const carrier = carrierOnly(words, value);
    if (carrier !== value) return carrier;
  }
  if (typeof value === 'number' && words.some((word) => DEDUCTIONS.has(word))) {
    return Math.abs(value);
  }
  if (typeof value === 'string' && property.type === 'string' && words.some((word) => COMPACT.has(word))) {
    // Only the IBAN or BIC itself: "DE75 … 67 (Sparkasse Taunus)." ends where the account number does.
    const pattern = words.map((word) => SELF_EVIDENT[word === 'swift' ? 'bic' : word]).find((each) => each);
    const found = pattern?.exec(value);
    const compact = (found ? found[0] : value).replace(/\s+/g, '');
    // "Commerzbank Kassel" before a footer's "· IBAN …" is the bank's name: an IBAN has digits, a BIC 8 or 11 signs.
    if (!found && (words.includes('iban') ? !/\d/.test(compact) : compact.length > 11)) return null;
    // "DEO02 1203 …" as text recognition read "DE02 1203 …": the one spelling whose check digits agree.
    return (words.includes('iban') ? repairedIban(compact) : null) ?? compact;
  }
  // "Girokonto · DE63 2806 …" for an account: the IBAN, when the value holds one.
  const iban =
    typeof value === 'string' && words.some((word) => ACCOUNT.test(word)) ? SELF_EVIDENT.iban?.exec(value) : null;
  if (iban) {
    return iban[0];
  }
  // "14:52 Uhr", "11.26 h" for a time: the time alone.
  const timeField =
    typeof value === 'string' && (words.some((word) => TIME.test(word)) || asksForClock(property.description));
  const time = timeField ? TIME_WITH_UNIT.exec(value as string) : null;
  if (time?.[1]) {
    return time[1].replace('.', ':');
  }
  // An end's field takes a span's second clock ("end_time", "Ende", "bis").
  const end = words.some((word) => /^(?:end|ende|ends|until|bis|finish)$/.test(word));
  // A date's field named for a time ("tatzeit" as a date) keeps its day.
  const clockOnly = !(property.type === 'string' && property.format === 'date');
  return timeField ? clockValue(value as string, property.description, end, clockOnly) : value;
}

// Fields whose value is a free text that may mention other labels ("Abschlag März Vertragskonto 4411").
const FREE_TEXT = new Set([
  'purpose',
  'zweck',
  'verwendungszweck',
  'remittance',
  'memo',
  'description',
  'beschreibung',
  'subject',
  'betreff',
  'note',
  'notes',
  'comment',
  'bemerkung',
  'bemerkungen',
  'comments',
  'remark',
  'remarks',
  'vorbehalt',
  'vorbehalte',
  'anmerkung',
  'anmerkungen',
  'hinweis',
  'hinweise',
  'info',
]);
export const isFreeText = (words: string[]) => words.some((word) => FREE_TEXT.has(word));

const CURRENCY_SIGNS: Record<string, string> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', chf: 'CHF' };
const CURRENCY_CODE = /\b(?:USD|EUR|GBP|JPY|CHF|CAD|AUD)\b|[$€£¥]/gu;

/**
 * For a field named with a currency (`amount_usd`, `total_chf`): the values in that currency first, none
 * in another ("Amount debited: USD 18,240.00" rather than "Amount credited: JPY 2,710,829"). Others unchanged.
 */
export function inNamedCurrency<T>(matches: T[], textOf: (match: T) => string, code = ''): T[] {
  const sign = CURRENCY_SIGNS[code];
  if (!sign) {
    return matches;
  }
  const own = new Set([code.toUpperCase(), sign]);
  const currencies = (match: T) => textOf(match).match(CURRENCY_CODE) ?? [];
  const named = matches.filter((match) => currencies(match).some((found) => own.has(found)));
  const unnamed = matches.filter((match) => currencies(match).length === 0);
  return [...named, ...unnamed];
}
