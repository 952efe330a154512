import { findDate } from './parse-date.ts';
import { nameWords } from './words.ts';

// A text field (no date format) whose name says nothing of time is no place for a bare date: `hinfahrt.von` is where
// the outbound trip starts, and "Hinfahrt am 12.05.2026" gives its day, not its station. Users often leave a date
// field's format out, so a name that speaks of time in any part keeps the date (`abfahrt_datum`, `gueltig_bis`,
// `zeitraum.von`, `start`). "von/bis/from/to" alone are no time words: they name places as often as days.
const TIME_PARTS = [
  'date',
  'datum',
  'day',
  'tag',
  'time',
  'zeit',
  'when',
  'wann',
  'valid',
  'gueltig',
  'gultig',
  'expir',
  'ablauf',
  'frist',
  'deadline',
  'period',
  'month',
  'monat',
  'year',
  'jahr',
  'start',
  'begin',
  'end',
  'since',
  'seit',
  'until',
  'termin',
  'appointment',
  'issued',
  'born',
  'geburt',
  'birth',
];
const LEAD_WORDS = /^(?:am|on|vom|den|dated?|,|\s)*$/i;

const speaksOfTime = (name: string) => nameWords(name).some((word) => TIME_PARTS.some((part) => word.includes(part)));

/** Whether `value`, for the text field `name` under `parentName`, is a bare date that name gives no reason to hold. */
export function bareDateForTextField(value: unknown, name: string, parentName = ''): boolean {
  if (typeof value !== 'string' || value.length > 40 || speaksOfTime(name) || speaksOfTime(parentName)) {
    return false;
  }
  const date = findDate(value);
  return date !== null && value.slice(date.end).trim() === '' && LEAD_WORDS.test(value.slice(0, date.index));
}
