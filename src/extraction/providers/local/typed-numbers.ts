// Numbers whose field name types them further than "a number" (issue 16 item 5):
// - a duration in the unit the name ends with: `duration_minutes` from "2 h 15 min" (135), `parkdauer_minuten` from
//   "2:43 h" (163), `dauer_minuten` from "ca. 1,5 Stunden" (90), `reisedauer_stunden` from "1 Tag 12 Std. 30 Min."
//   (36.5). Read as hours, the first number alone ("15", "2") or the hours' fraction (2.7167) was given;
// - an amount written in cents or pence for a field that names neither: "45p per mile" for `rate_per_mile` is 0.45,
//   "29 ct" for `aufpreis` 0.29; a field naming them (`arbeitspreis_ct_kwh`, `rate_pence`) keeps the figure;
// - a balance marked as a debit ("Neuer Kontostand 234,16 S", "Balance 88.10 DR") is below zero.
// Each reads the value's opening only, by bounded steps (no pattern runs over an unbounded stretch twice).
import { namesMoney } from './value-kinds.ts';

/** Minutes per unit of a field's last name word, for the units a duration field is named with. */
const FIELD_TIME_UNITS: [RegExp, number][] = [
  // Not "min": `temperature_min` is a minimum.
  [/^(?:minutes|minute|minuten|mins)$/, 1],
  [/^(?:hours|hour|stunden|std|hrs)$/, 60],
];

/** Minutes per unit of a duration's written unit word (lower case, without its dot). */
function minutesOfUnit(word: string): number | null {
  if (/^(?:d|days?|tage?n?|tg)$/.test(word)) {
    return 1440;
  }
  if (/^(?:h|hrs?|hours?|std|stunden?|stdn)$/.test(word)) {
    return 60;
  }
  return /^(?:m|mins?|minutes?|minuten?)$/.test(word) ? 1 : null;
}

// "ca.", "approx.", "about", "rund", "etwa" before a duration.
const ABOUT = /\s{0,3}(?:ca\.?|circa|approx\.?|approximately|about|around|rund|etwa|~)?\s{0,3}/iuy;
// One part of a duration: a number and its unit word ("2 h", "1,5 Stunden", "30 Min."), then a comma or "und"/"and".
const PART = /(\d{1,4}(?:[.,]\d{1,2})?)\s?(\p{L}{1,8})\.?(?![\p{L}\d])(?:\s{0,3}(?:,|und|and|&)(?=\s))?\s{0,3}/uy;
// Hours and minutes apart by a colon, an hour word after them: "2:43 h", "1:45 Std.".
const COLON = /(\d{1,4}):([0-5]\d)\s?(?:h|hrs?|std|stunden)(?![\p{L}\d])/iuy;
// Hours, minutes and seconds without a unit: "Moving time 1:58:42", "Fahrzeit 0:47:10". Three parts are no time of
// day a duration field would be given (a clock writes "08:02" or "8:02:13 AM"), so no hour word is needed.
const HMS = /(\d{1,3}):([0-5]\d):([0-5]\d)(?![\d:.,]|\s?(?:am|pm|uhr)\b)/iuy;

type TDuration = { minutes: number; parts: number; end: number };

/** The duration written at `from` in `text` (its minutes, its parts, where it ends), or null when none is. */
export function durationAt(text: string, from = 0): TDuration | null {
  ABOUT.lastIndex = from;
  const start = from + (ABOUT.exec(text)?.[0].length ?? 0);
  HMS.lastIndex = start;
  const hms = HMS.exec(text);
  if (hms) {
    const minutes = Number(hms[1]) * 60 + Number(hms[2]) + Number(hms[3]) / 60;
    return { minutes, parts: 3, end: HMS.lastIndex };
  }
  COLON.lastIndex = start;
  const colon = COLON.exec(text);
  if (colon) {
    return { minutes: Number(colon[1]) * 60 + Number(colon[2]), parts: 2, end: COLON.lastIndex };
  }
  let [minutes, parts, end, last] = [0, 0, start, Number.POSITIVE_INFINITY];
  PART.lastIndex = start;
  for (let part = PART.exec(text); part; part = PART.exec(text)) {
    const per = minutesOfUnit((part[2] ?? '').toLowerCase());
    const value = Number((part[1] ?? '').replace(',', '.'));
    // Larger units first, each once: "1 Tag 12 Std. 30 Min.", not "30 min 2 h".
    if (per === null || per >= last || !Number.isFinite(value)) {
      break;
    }
    [minutes, parts, last] = [minutes + value * per, parts + 1, per];
    end = part.index + part[0].trimEnd().length;
  }
  return parts > 0 ? { minutes, parts, end } : null;
}

/** The minutes of a duration opening `text`, or null when it opens with none. */
export const durationMinutes = (text: string): number | null => durationAt(text)?.minutes ?? null;

/** Minutes per unit of the duration a field's name asks for (`duration_minutes` → 1, `overtime_hours` → 60). */
export function fieldTimeUnit(words: string[]): number | null {
  const last = words.at(-1) ?? '';
  return words.length >= 2 ? (FIELD_TIME_UNITS.find(([unit]) => unit.test(last))?.[1] ?? null) : null;
}

/** The field's duration in its own unit, to four decimals, when the text opens with a duration. */
export function durationInUnit(text: string, minutesPerUnit: number): number | null {
  const minutes = durationMinutes(text);
  return minutes === null ? null : Math.round((minutes / minutesPerUnit) * 10000) / 10000;
}

// A field naming cents or pence wants the figure as written: `arbeitspreis_ct_kwh`, `rate_pence`, `preis_cent`.
const CENT_WORDS = /^(?:ct|cts|cent|cents|pence|p|rappen|rp)$/;
// An amount in cents or pence opening the value: "45p", "45 p per mile", "29 ct", "29,5 Cent", "12 Rp.".
// Not "5 p.a.": no letter, digit or dot after the unit and its dot.
const IN_CENTS = /^\s{0,3}(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:p|ct|cts|cent|cents|pence|rp|rappen)\.?(?![\p{L}\d.])/iu;

// Words of a price or rate's name besides a money word at its end: `rate_per_mile`, `preis_je_km`.
const PRICE_WORD = /^(?:rate|price|preis|tarif|cost|kosten|fee|gebuehr|per|je|pro)$/;
const namesPrice = (words: string[]) => namesMoney(words) || words.some((word) => PRICE_WORD.test(word));

/** Whether a field's name words name cents or pence. */
export const namesCents = (words: string[]) => words.some((word) => CENT_WORDS.test(word));

/** An amount written in cents or pence, in the currency's whole units ("45p" → 0.45), or null. */
export function centsAsUnits(text: string): number | null {
  const match = IN_CENTS.exec(text);
  return match ? Math.round(Number((match[1] ?? '').replace(',', '.')) * 100) / 10000 : null;
}

// A balance's name: "Kontostand", "Saldo", "balance" (`neuer_kontostand`, `closing_balance`).
const BALANCE = /^(?:balance|saldo|kontostand|\p{L}*saldo|\p{L}*kontostand|stand)$/u;
// A debit's mark after the figure: "234,16 S", "88.10 DR", "38,50 Soll", "12.00 Dr." (the text's end or a blank).
const DEBIT_MARK = /\d\s?(?:S|Soll|DR|Dr\.?)\s{0,3}$/u;

/** Whether a field's name words name a balance. */
export const namesBalance = (words: string[]) => words.some((word) => BALANCE.test(word));

/** Whether a balance's value text ends with a debit's mark ("234,16 S"). */
export const markedDebit = (text: string) => DEBIT_MARK.test(text.slice(-40));

/** What a field's name types a number as (candidates.ts `qualifierOf`). */
export type TTypedNumber = { minutesPerUnit?: number; namesCents?: boolean; balance?: boolean };

/** The typing a field's name words ask for, or an empty object. */
export function typedNumberOf(words: string[]): TTypedNumber {
  const minutesPerUnit = fieldTimeUnit(words);
  return {
    ...(minutesPerUnit ? { minutesPerUnit } : {}),
    // Cents are whole units only for a sum of money: a count's "12 p" (pages) stays 12.
    ...(namesCents(words) || !namesPrice(words) ? { namesCents: true } : {}),
    ...(namesBalance(words) ? { balance: true } : {}),
  };
}

/** A duration in the field's unit, or an amount in cents in whole units; null when neither opens the text. */
export function typedNumber(text: string, typed: TTypedNumber): number | null {
  const duration = typed.minutesPerUnit ? durationInUnit(text, typed.minutesPerUnit) : null;
  return duration ?? (typed.namesCents ? null : centsAsUnits(text));
}

/** A balance's value below zero when its text marks it as a debit ("234,16 S"); other values as they are. */
export function signedBalance<T>(value: T, text: string, typed: TTypedNumber): T | number {
  return typed.balance && typeof value === 'number' && value > 0 && markedDebit(text) ? -value : value;
}
