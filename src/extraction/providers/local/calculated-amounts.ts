// A charge's amount where its value holds a calculation or a description with a number: the worked-out result or
// the money cell closing the line, not the count or rate before it (split from value-positions.ts).
import { amountPastRateOrDate, MONEY_CELL } from './amount-past-qualifier.ts';
import type { TValueSource } from './label-match.ts';
import { NAMED_CODES } from './money-patterns.ts';

// "93 days at 30.00p", "3 Nächte à 119,00", "2 x 4,50": a count times a rate, worked out in a later cell.
// Each run of blanks read by one quantifier only: two runs side by side ("\s*\p{L}*\.?\s*") split a long blank run
// every way, cubic in it (a value of 2,000 em spaces took seconds).
// A calculation in brackets after its label is one too: "Labour (11.4 hrs @ £60.00)  £684.00". The rate's currency
// may be a code as well as a sign ("188.5 kg x EUR 0.50 | EUR 94.25": the kilos were the surcharge). A word may
// name what the count is of before it ("Fahrtkosten PKW 612 km x 0,30 € | 183,60 €": the kilometres were the cost).
// The currency codes are money-patterns.ts' (review27: "x AUD 0.50" and "684.00 GBP" after a bracket were not read).
const CURRENCY = String.raw`(?:[$€£]|${NAMED_CODES})`;
const CALCULATION = new RegExp(
  String.raw`^\s*(?:\(\s*)?(?:\p{Lu}[\p{L}-]{0,11}\.?\s{1,3})?\d[\d.,]*\s*(?:(?:\p{L}+\.?|\.)\s*)?(?:at|@|x|×|à|je|zu je|per)\s*(?:${CURRENCY}\s*)?\d`,
  'iu',
);
// A calculation's result closing the value, and a count times a rate before it ("312 km at EUR 0.30/km").
const EQUATION_RESULT = new RegExp(
  String.raw`=\s{0,3}(${CURRENCY}?\s{0,3}-?\d[\d.,'’]{0,15}(?:\s{0,3}${CURRENCY})?)\s{0,3}$`,
  'u',
);
// A bracketed calculation and the money after it, ending the value.
const AFTER_BRACKET = new RegExp(
  String.raw`^\s*\([^()]{1,80}\)\s{0,20}(${CURRENCY}?\s?-?\d[\d.,'’]{0,15}(?:\s?${CURRENCY})?)\s*$`,
  'u',
);
const TIMES = /\d\s{0,3}\p{L}{0,6}\.?\s{0,3}(?:at|@|x|×|à|\*|je|per)\s/iu;
// Fields that hold money, not the count before the rate.
const MONEY_WORDS =
  /^(?:charges?|amount|cost|costs|price|fee|total|subtotal|sum|betrag|preis|kosten|gebuehr|summe|gesamt|rent|miete|tax|vat|net|gross|netto|brutto|\p{L}{3,20}(?:kosten|betrag|gebuehr|gebuehren|preis|summe|miete))$/u;

/**
 * The amount of a charge whose next cell is the calculation ("Standing charge | 93 days at 30.00p | £27.90"):
 * the last cell of the line with digits, for a field named with a money word; likewise after a description
 * with a number in it (see numberInDescription). Otherwise the value as found.
 */
export function amountAfterCalculation(source: TValueSource, words: string[]): TValueSource {
  // "312 km at EUR 0.30/km = EUR 93.60", "12 x 173,00 = 2.076,00": a money field's value is the worked-out result.
  const result = words.some((word) => MONEY_WORDS.test(word)) ? EQUATION_RESULT.exec(source.text) : null;
  if (result?.[1] && TIMES.test(source.text.slice(0, result.index))) {
    return { ...source, text: result[1] };
  }
  // Any field but a count or rate: "Abschläge 12 x 173,00 EUR | -2.076,00 EUR" for `abschlaege`.
  const amountField = words.some((word) => MONEY_WORDS.test(word)) || !words.some((word) => COUNT_WORDS.test(word));
  const calculation = CALCULATION.test(source.text) && amountField;
  // "Anzahlung (30 %), fällig bis 10.05.2026 | 220,80 €": a rate or date opening an amount's value qualifies it.
  const rate = words.some((word) => /(?:rate|satz|prozent|percent|quote|pct)$/.test(word));
  const past = amountField && !calculation && !rate ? amountPastRateOrDate(source) : null;
  if (past) {
    return past;
  }
  if (!calculation && !numberInDescription(source, words)) {
    return source;
  }
  // "(11.4 hrs @ £60.00) £684.00" read as one cell: the money after the bracketed calculation.
  const bracketed = calculation ? AFTER_BRACKET.exec(source.text) : null;
  if (bracketed?.[1]) {
    const start = source.quoteStart + source.text.lastIndexOf(bracketed[1]);
    return { ...source, text: bracketed[1], quoteStart: start, quoteEnd: start + bracketed[1].length };
  }
  const { line } = source;
  const last = line.cells[line.cells.length - 1];
  const text = last ? line.text.slice(last.start, last.end) : '';
  const later = last && last.start >= source.quoteStart && !source.text.includes(text);
  return later && /\d/.test(text) ? { ...source, text, quoteEnd: last.end } : source;
}

// Fields that count things or name a year or rate: a bare number in words may well be their value.
const COUNT_WORDS =
  /^(?:count|quantity|qty|number|no|nr|guests?|persons?|people|nights?|days?|anzahl|menge|personen|gaeste|naechte|tage|year|jahr|month|monat|rate|satz|percent|prozent|stunden|hours?|units?|consumption|usage|verbrauch|seats?|sitze|plaetze|licen[cs]es?|lizenzen|users?|nutzer|tickets?|pieces|stueck|pallets?|paletten|packages?|pakete|cartons?|kartons|litres?|liters?)$/;
// A measured quantity ("1,432 kWh at 6.321p") is a value of its own, not a number inside a description.
const MEASURED = /\d\s*(?:kWh|MWh|m³|m3|kg|km|lbs?|l|t)\b/u;

/**
 * A charge's description holding a number ("Restaurant Zirbelstube, Tisch 9 | 86,40", "Payment received
 * Feb 3 – thank you | -$89.99"): the number belongs to the words, the amount is the money cell ending the line.
 */
function numberInDescription(source: TValueSource, words: string[]): boolean {
  const { text } = source;
  if (
    words.some((word) => COUNT_WORDS.test(word)) ||
    !/\p{L}{2}/u.test(text) ||
    !/\d/.test(text) ||
    MEASURED.test(text)
  ) {
    return false;
  }
  const decimalAmount = /\d[.,]\d{2}(?!\d)|[$€£]\s*\d/u.test(text);
  const last = source.line.cells[source.line.cells.length - 1];
  const lastText = last ? source.line.text.slice(last.start, last.end).trim() : '';
  return !decimalAmount && MONEY_CELL.test(lastText);
}

// "abzgl. Vorschuss  -200,00", "Less: deposit (200.00)": a label that says its amount is deducted.
const DEDUCTED = /^(?:abzgl|abzüglich|abzueglich|less|minus)\b/iu;
/** Whether the value's label deducts it (its amount is stated as a positive figure). */
export const deducted = (source: TValueSource) => DEDUCTED.test(source.line.text.slice(source.quoteStart).trimStart());
