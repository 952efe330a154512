import { findDate, findDates, monthNamed } from './parse-date.ts';
import { foldWord, labelWords } from './words.ts';

/**
 * A line of a list or table cut into the values it holds, each with the kind of value it looks like, so that lines
 * of one shape can be read as items without a header ("09:00–09:30 Welcome coffee (Foyer)": time, time, text, text;
 * "1) Sabine Struck (Mutter), Tel. 0171 4829930": text, text, phone). Used by shaped-rows.ts when no other reader
 * found an array's items.
 */
export type TPieceKind = 'date' | 'time' | 'email' | 'phone' | 'number' | 'code' | 'year' | 'text';
export type TPiece = { text: string; kind: TPieceKind; unit?: string; label?: string };
type TKinded = Omit<TPiece, 'label'>;

// Longer lines are prose or hostile input, never an item's row.
const LONGEST = 300;
// The list mark a row opens with: "-", "•", "1.", "2)", "(3)".
const LIST_MARK = /^(?:[-•*·–]|\d{1,2}[.)]|\(\d{1,2}\))\s+/u;
// Apart by a spaced dash or arrow, a middle dot, a bar or a semicolon: "Out for delivery – Leeds Depot".
const SEPARATORS = [' – ', ' — ', ' - ', ' → ', ' -> ', ' · ', ' | ', '; '];
const WEEKDAY =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[a-z]{2,12}$/i;
const TIME = /^\d{1,2}[:.]\d{2}(?:\s?(?:uhr|h|am|pm|a\.m\.|p\.m\.))?$/i;
const TIME_RANGE = /^(\d{1,2}[:.]\d{2})\s?[–—-]\s?(\d{1,2}[:.]\d{2})(?:\s?(?:uhr|h))?$/i;
const LEADING_TIME = /^(\d{1,2}:\d{2}(?:\s?[–—-]\s?\d{1,2}:\d{2})?(?:\s?uhr)?)[\s,:]+(?=\S)/i;
const TRAILING_TIME = /\s(\d{1,2}:\d{2}(?:\s?uhr)?)$/i;
const PHONE = /^(?:(?:tel|phone|fon|mobil|mobile|fax)\.?:?\s?)?(\+?[\d(][\d\s/()-]{5,24})$/i;
const YEAR = /^(?:(?:since|seit|from|ab)\s)?((?:19|20)\d{2})$/i;
const CURRENCY = /^(?:[€$£]|eur|gbp|usd|chf)$/i;
const NUMBER = /^[-+]?(?:\d{1,3}(?:[.,'’ ]\d{3})+|\d+)(?:[.,]\d{1,4})?-?$/;
const MEASURE = /^([-+]?(?:\d{1,3}(?:[.,'’ ]\d{3})+|\d{1,7})(?:[.,]\d{1,4})?)\s?([\p{L}³²]{1,5}\.?)$/u;
// A count and its unit before the item's text: "12 box Wood screws 4x40", "3 roll Membrane tape".
const LEADING_MEASURE = /^(\d{1,5}(?:[.,]\d{1,3})?\s?(?:\p{Ll}{1,5}\.?|Stk\.?|St\.?))\s+(?=\p{Lu})/u;
// An amount closing a text has cents or a currency: "Rate: 350,00 EUR", "Catering £120" (not "PRET A MANGER 0412").
const TRAILING_AMOUNT =
  /\s((?:[€$£]\s?)?[-+]?\d[\d.,'’]{0,14}[.,]\d{2}(?:\s?(?:[€$£]|EUR|GBP|USD|CHF))?|[€$£]\s?\d[\d.,'’]{0,14}|\d[\d.,'’]{0,14}\s?(?:[€$£]|EUR|GBP|USD|CHF))$/;
const TRAILING_COUNT = /(?<=\p{L}[.)]?)\s[x×]\s?(\d{1,4})$/u;
const CODE = /^(?=[^\s]{0,23}\d)[A-Z0-9][A-Za-z0-9./-]{1,23}$/;
const SPACED_CODE = /^[A-Z]{1,3} \d{2,6}$/;
const LABELLED = /^(\p{L}[\p{L}.\-/ ]{0,24}):\s+(\S.*)$/u;

/** The amount a text holds once its currency is set apart ("£1,850.00", "350,00 EUR"). */
function bareNumber(text: string) {
  const parts = text.split(/\s+/).filter((part) => part !== '' && !CURRENCY.test(part));
  const joined = parts.join(' ').replace(/^[€$£]\s?|\s?[€$£]$/g, '');
  return NUMBER.test(joined) ? joined : null;
}

const isWeekday = (text: string) => text === '' || WEEKDAY.test(foldWord(text.replace(/[\s,.:;()]/g, '')));

// Every date has a digit: the date patterns, the costliest, run only on texts with one.
const dateIn = (text: string) => (/\d/.test(text) ? findDate(text) : null);
// The kinds of texts seen last: a document's rows repeat their labels and words ("Rate", "since 2020").
const KINDS = new Map<string, TKinded>();
const REMEMBERED = 5_000;

/** The kind of one value, read from its text alone. */
export function kindOf(text: string): TKinded {
  const known = KINDS.get(text);
  if (known) {
    return known;
  }
  if (KINDS.size >= REMEMBERED) {
    KINDS.clear();
  }
  const kind = kindOfText(text);
  KINDS.set(text, kind);
  return kind;
}

// "Mon 11 May", "Fr. 15. Mai": a day and a month's name without the year (a mail's itinerary leaves it out).
const DAY_MONTH = /^(?:(\p{L}{2,10})[.,]?\s+)?(\d{1,2})(?:st|nd|rd|th|\.)?\s+(\p{L}{3,9})\.?$/u;

function kindOfText(text: string): TKinded {
  const date = dateIn(text);
  const dayMonth = date ? null : DAY_MONTH.exec(text);
  if (
    (date && isWeekday(text.slice(0, date.index)) && isWeekday(text.slice(date.end))) ||
    (dayMonth && isWeekday(dayMonth[1] ?? '') && monthNamed(dayMonth[3] ?? '') !== undefined)
  ) {
    return { text, kind: 'date' };
  }
  if (TIME.test(text)) {
    return { text, kind: 'time' };
  }
  if (EMAIL.test(text)) {
    return { text, kind: 'email' };
  }
  const phone = PHONE.exec(text);
  const digits = text.replace(/\D/g, '').length;
  if (phone?.[1] && digits >= 7 && (/^[+0(]/.test(phone[1]) || phone[1] !== text) && /[\s/-]/.test(phone[1])) {
    return { text: phone[1], kind: 'phone' };
  }
  const year = YEAR.exec(text);
  if (year?.[1]) {
    return { text: year[1], kind: 'year' };
  }
  // Numbers keep their text (a currency or unit tells coerceValue how to read "48.213 kWh").
  if (bareNumber(text) !== null) {
    return { text, kind: 'number' };
  }
  const measure = MEASURE.exec(text);
  if (measure?.[1] && measure[2]) {
    return { text, kind: 'number', unit: measure[2] };
  }
  if (CODE.test(text) || SPACED_CODE.test(text)) {
    return { text, kind: 'code' };
  }
  return { text, kind: 'text' };
}

const trimmed = (text: string) => text.replace(/^[\s,;:–—-]+|[\s,;:]+$/g, '');

/** A piece parted further where a date, time or amount opens or closes it ("abgelesen 31.12.2025"). */
function peeled(text: string, depth = 0): string[] {
  const value = trimmed(text);
  if (value === '' || depth > 4 || kindOf(value).kind !== 'text') {
    return value === '' ? [] : [value];
  }
  const time = LEADING_TIME.exec(value);
  if (time?.[1]) {
    return [time[1], ...peeled(value.slice(time[0].length), depth + 1)];
  }
  const measure = LEADING_MEASURE.exec(value);
  if (measure?.[1]) {
    return [measure[1], ...peeled(value.slice(measure[0].length), depth + 1)];
  }
  // "Washed Linen Throw × 1", "Materials pack x 2": a web shop's count after the item's name (after a word: "10 x 15"
  // is a size).
  const count = TRAILING_COUNT.exec(value);
  if (count?.[1] && count.index > 0) {
    return [...peeled(value.slice(0, count.index), depth + 1), count[1]];
  }
  const date = dateIn(value);
  if (date && isWeekday(value.slice(0, date.index)) && date.end < value.length) {
    return [value.slice(0, date.end), ...peeled(value.slice(date.end), depth + 1)];
  }
  const last = /\d/.test(value) ? findDates(value).at(-1) : undefined;
  if (last && last.index > 0 && trimmed(value.slice(last.end)) === '') {
    return [...peeled(value.slice(0, last.index), depth + 1), value.slice(last.index, last.end)];
  }
  const closing = TRAILING_TIME.exec(value) ?? TRAILING_AMOUNT.exec(value);
  if (
    closing?.[1] &&
    closing.index > 0 &&
    kindOf(closing[1]).kind !== 'text' &&
    /\p{L}/u.test(value.slice(0, closing.index))
  ) {
    return [...peeled(value.slice(0, closing.index), depth + 1), closing[1]];
  }
  return [value];
}

/** A text parted at its separators and at a bracketed part: "Fiona Gallagher, Northgate Housing (Chair)". */
function parted(text: string, commas: boolean): string[] {
  let parts = [text];
  for (const separator of commas ? [...SEPARATORS, ', '] : SEPARATORS) {
    parts = parts.flatMap((part) => part.split(separator));
  }
  return parts.flatMap((part) => {
    const open = part.indexOf('(');
    const close = part.indexOf(')', open);
    if (open < 0 || close < 0 || close - open > 60) {
      return [part];
    }
    return [part.slice(0, open), part.slice(open + 1, close), part.slice(close + 1)];
  });
}

/** A time range "09:00–09:30" as its start and end. */
function ranged(text: string): string[] {
  const range = TIME_RANGE.exec(text);
  return range?.[1] && range[2] ? [range[1], range[2]] : [text];
}

/**
 * A part opening with a field's label, "Art.-Nr.: 884-120" or without a colon "Raum 104", "Zähler 1ESY1160512345":
 * the label set apart. `labels`: the item's fields' labels (words joined by a space). A colon's label that names no
 * field counts only before a value that is no text ("Preis/Stück: 289,00 €"): "Keynote: Drought planning" is a title.
 */
function labelled(text: string, labels: Set<string>): TPiece[] {
  const colon = LABELLED.exec(text);
  if (colon?.[1] && colon[2]) {
    const label = labelWords(colon[1]).join(' ');
    const [first, ...rest] = peeled(colon[2]).flatMap(ranged).map(kindOf);
    if (first && (labels.has(label) || (rest.length === 0 && first.kind !== 'text'))) {
      return [{ ...first, label }, ...rest];
    }
  }
  const space = text.indexOf(' ');
  const first = text.slice(0, space);
  // An abbreviated label is one word of several parts: "Art.-Nr. 40-1180", "Best.-Nr. 7731" name "art nr", "best nr".
  const word = [foldWord(first.replace(/[.:]$/, '')), labelWords(first).join(' ')].find((key) => labels.has(key)) ?? '';
  if (space > 0 && labels.has(word)) {
    const rest = kindOf(text.slice(space + 1).trim());
    if (rest.kind !== 'text') {
      return [{ ...rest, label: word }];
    }
  }
  return peeled(text).flatMap(ranged).map(kindOf);
}

/**
 * The pieces of a line's cells: each cell parted at its separators (and, `commas`, at its commas), at a date,
 * time or amount that opens or closes it, and a time range into its two times. `labels`: the one-word labels of
 * the item's fields, which a piece may open with. Null for a line too long to be a row.
 */
export function rowPieces(text: string, cells: string[], labels: Set<string>, commas: boolean): TPiece[] | null {
  if (text.length > LONGEST) {
    return null;
  }
  const [first, ...rest] = cells;
  const opened = first === undefined ? [] : [first.replace(LIST_MARK, ''), ...rest];
  return opened
    .flatMap((cell) => parted(cell, commas))
    .map(trimmed)
    .flatMap((part) => (part === '' ? [] : labelled(part, labels)))
    .filter((piece) => /[\p{L}\d]/u.test(piece.text));
}
