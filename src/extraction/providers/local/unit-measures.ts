// A measure whose field names its unit and which no label gives: `volumen_m3` out of "Das Umzugsgut umfasst ca. 38 m³",
// `co_gehalt_ppm` out of "CO-Gehalt 38 ppm, Abgasverlust 4 %", `pupillary_distance_mm` out of "PD 63 mm", `flaeche_m2`
// out of "Pacht (412 m² × 0,28 €)". A user names the unit because the document writes it beside the number; on a kind
// the label vocabulary has never seen ("PD", "Umzugsgut") the unit is what is left to link them. The document's one
// number in that unit is taken; several in it are told apart only by a line naming the field's other words, else
// none is (a meter's old and new reading beside the consumption). Read after the labels and sentences found nothing.
import { trimTrailing } from '../../trim-trailing.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import { namesKin } from './sentence-words.ts';
import { tokenize } from './words.ts';

// The unit a field's last name word stands for, and how the document writes it (after the number, one blank at most).
const UNIT_FORMS: [RegExp, string][] = [
  [/^(?:m2|qm|sqm)$/, 'm²|m2|qm|sqm|sq\\.? ?m'],
  [/^(?:m3|cbm)$/, 'm³|m3|cbm'],
  [/^kwh$/, 'kWh'],
  [/^mwh$/, 'MWh'],
  [/^mm$/, 'mm'],
  [/^cm$/, 'cm'],
  [/^km$/, 'km'],
  [/^ml$/, 'ml'],
  [/^kg$/, 'kg'],
  [/^ppm$/, 'ppm'],
  [/^(?:lbs?)$/, 'lbs?'],
];
// A number: digits with thousands groups or a decimal part, not glued to a code's letters or digits before it.
const NUMBER = String.raw`(?<![\p{L}\d.,/-])(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?)`;
// The unit ends the word: "38 m³" but not "38 mmHg"; "148,6 kWh/(m²·a)" is a rate per area, not energy.
const UNIT_END = String.raw`(?![\p{L}\d²³/])`;

// A rate after a measure: "612 km x 0,30 €", "4,212 kWh at 6.24p", "38 m³ à 12,00 €".
const RATE_AFTER = /^\s?(?:x|×|\*|at|@|à|zu)\s/u;

// A name asking for a rate per unit (`preis_je_m3`, `price_per_kg`, `cost_kwh`) wants money, not the measure.
const PER_UNIT = /^(?:je|per|pro|preis|price|cost|costs|kosten|gebuehr|fee|rate|tarif|betrag|amount|eur|euro)$/;

/**
 * Whether `text` ends as a label does before its value: a colon, or the gap before a row's next cell (a tab or two
 * spaces), blanks after either. The same as /(?::|\t| {2})[ \t]*$/.test(text), scanned back from the end: the pattern
 * was tried from each blank of a run and read the run to its end each time.
 */
export function endsAfterLabel(text: string): boolean {
  const end = trimTrailing(text, /[ \t]/).length;
  const blanks = text.slice(end);
  return text[end - 1] === ':' || blanks.includes('\t') || blanks.includes('  ');
}

type TFound = { value: number; source: TValueSource };

/** The document's numbers written in the unit the field's last name word names, or null if it names none. */
function numbersInUnit(lines: TLine[], unitWord: string): TFound[] | null {
  const forms = UNIT_FORMS.find(([name]) => name.test(unitWord))?.[1];
  if (!forms) {
    return null;
  }
  const pattern = new RegExp(`${NUMBER} ?(?:${forms})${UNIT_END}`, 'giu');
  return lines.flatMap((line) =>
    [...line.text.matchAll(pattern)].flatMap((match): TFound[] => {
      const digits = match[1] ?? '';
      const value = parseNumber(digits);
      const at = match.index ?? 0;
      // "Average daily use: 19.7 kWh": a number right after another label's colon or cell gap is that label's value,
      // unless a rate follows it: "Fahrtkosten: 612 km x 0,30 €" counts the kilometres the cost is reckoned from.
      const end = at + match[0].length;
      const reckoned = RATE_AFTER.test(line.text.slice(end, end + 8));
      if (value === null || (!reckoned && endsAfterLabel(line.text.slice(Math.max(0, at - 40), at)))) {
        return [];
      }
      return [{ value, source: { text: digits, line, quoteStart: at, quoteEnd: at + digits.length } }];
    }),
  );
}

const overlaps = (a: TValueSource, b: TValueSource) =>
  a.line === b.line && a.quoteStart < b.quoteEnd && b.quoteStart < a.quoteEnd;

/** The one number in the field's unit (`words`: the field's name words, the unit last), or null. */
export function measureInUnit(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  const unitWord = words.at(-1) ?? '';
  const perUnit = words.some((word) => PER_UNIT.test(word));
  const found = words.length >= 2 && !perUnit ? numbersInUnit(lines, unitWord) : null;
  const free = (found ?? []).filter((each) => !taken.some((other) => overlaps(each.source, other)));
  const one = (candidates: TFound[]) =>
    new Set(candidates.map((each) => each.value)).size === 1 ? (candidates[0]?.source ?? null) : null;
  if (free.length === 0) {
    return null;
  }
  return one(free) ?? one(free.filter(onLineNaming(words.slice(0, -1).filter((word) => word.length >= 4))));
}

/**
 * Several numbers in the unit: whether a number's line names one of the field's other words ("Wasser" for
 * `wasserverbrauch_m3`). Each line is read once, however many numbers it holds: read again for each number, a line of
 * 2,000 characters full of "1 m³" took half a second, and a document of such lines minutes (hostile22).
 */
function onLineNaming(things: string[]): (each: TFound) => boolean {
  const naming = new Map<TLine, boolean>();
  return ({ source: { line } }) => {
    const known = naming.get(line);
    if (known !== undefined) {
      return known;
    }
    const names = tokenize(line.text).some((token) =>
      things.some((thing) => namesKin(token.word, thing) || (token.word.length >= 4 && thing.startsWith(token.word))),
    );
    naming.set(line, names);
    return names;
  };
}
