import { monthNamed, parseDate } from './parse-date.ts';
import type { TTableRow } from './table-rows.ts';

// "1.200", "1,600": one to three digits and three after the separator, a thousands group or three decimals.
const AMBIGUOUS = /^[^\d]*(\d{1,3})([.,])(\d{3})(?!\d)[^\d]*$/;
// A separator that can only be decimal: after a lone zero ("0,300") or before one or two digits ("45.00").
const DECIMAL = /(?<![\d.,])0([.,])\d|\d([.,])\d{1,2}(?![\d.,])/;

/** The decimal separators the texts show. */
const separators = (texts: string[]) =>
  new Set(
    texts.flatMap((text) => {
      const match = DECIMAL.exec(text);
      return match ? [match[1] ?? match[2]] : [];
    }),
  );

/**
 * Numbers of one column read alike: where another value of the column shows its separator is the decimal one
 * ("0,300" under "Gewicht"), "1,600" is 1.6, not 1600 (read alone, it is a thousands group).
 */
export function withColumnNumbers(rows: TTableRow[]): TTableRow[] {
  const properties = new Set(rows.flatMap((row) => [...(row.texts?.keys() ?? [])]));
  const numeric = [...properties].filter((property) => property.type === 'number');
  const table = separators(rows.flatMap((row) => numeric.map((property) => row.texts?.get(property) ?? '')));
  for (const property of properties) {
    if (property.type !== 'number') {
      continue;
    }
    const texts = rows.map((row) => row.texts?.get(property) ?? '');
    const own = separators(texts);
    // A column showing no separator of its own ("1.529" per litre) reads as the table's other numbers do
    // ("48.21", "73.71"): a document writing decimals with "." groups no thousands with it.
    const decimals = own.size > 0 ? own : table;
    if (decimals.size !== 1) {
      continue;
    }
    rows.forEach((row, index) => {
      const match = AMBIGUOUS.exec(texts[index] ?? '');
      const value = row.values.get(property);
      if (match && decimals.has(match[2]) && typeof value === 'number') {
        row.values.set(property, Math.sign(value || 1) * Number(`${match[1]}.${match[3]}`));
      }
    });
  }
  return rows;
}

// "12.04.", "12.04", "03 Feb": a day and a month, the year left out (hotel folios, statements).
const DAY_MONTH = /^(\d{1,2})\.(\d{1,2})\.?$/;
const DAY_MONTH_NAME = /^(\d{1,2})\.?\s+(\p{L}{3,})\.?$/u;
// "02/23" on a card statement: month first, or day first where the document writes dates so.
const SLASH_MONTH = /^(\d{1,2})\/(\d{1,2})$/;
const FULL_DATE =
  /(?<![\d.])\d{1,2}\.\d{1,2}\.(20\d{2})(?!\d)|(?<!\d)(20\d{2})-\d{2}-\d{2}(?!\d)|(?<![\d.])\d{1,2}\.?\s+\p{L}{3,}\.?\s+(20\d{2})(?!\d)|(?<![\d/])\d{1,2}\/\d{1,2}\/(20\d{2})(?!\d)/gu;

// A weekday before the day ("Mon 06/01", "Di. 02.06.", "Friday, 12 June") on timesheets and logs: not the date's.
const WEEKDAY =
  /^(?:(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\.?,?\s+(?=\d)/i;

/** Day and month of a date without its year ("12.04.", "03 Feb", "Mon 06/01"), or null. */
export function dayAndMonth(given: string, dayFirst?: boolean): [number, number] | null {
  const text = given.replace(WEEKDAY, '');
  const dotted = DAY_MONTH.exec(text);
  if (dotted) {
    return [Number(dotted[1]), Number(dotted[2])];
  }
  // Only a date column's cell is read so: a lone "1/3" elsewhere is a count of packages.
  const slashed = dayFirst === undefined ? null : SLASH_MONTH.exec(text);
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    return dayFirst ? [first, second] : [second, first];
  }
  const named = DAY_MONTH_NAME.exec(text);
  const month = named ? monthNamed(named[2] ?? '') : undefined;
  return named && month ? [Number(named[1]), month] : null;
}

// Three months: a folio or statement lists what happened before it was written, a plan what comes soon after.
const MONTHS_AFTER_LATEST_MS = 92 * 24 * 60 * 60_000;

/** "12.04.2026" or "2026-04-12" as an ISO date. */
function isoOf(date: string, dayFirst: boolean): string {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(date);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  const [day, month] = slashed ? (dayFirst ? [slashed[1], slashed[2]] : [slashed[2], slashed[1]]) : [];
  if (slashed) {
    return `${slashed[3]}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  }
  return dotted
    ? `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`
    : (parseDate(date) ?? date);
}

/**
 * Dates of a column written without their year ("12.04.", "03 Feb") take the year of the document's full dates
 * ("Anreise: 12.04.2026"), when those name one year only.
 */
export function withYears(rows: TTableRow[], lines: { text: string }[], dayFirst = true): TTableRow[] {
  const dates = lines.flatMap((line) => [...line.text.matchAll(FULL_DATE)]);
  const years = new Set(dates.map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]));
  const [year] = years;
  if (years.size !== 1 || !year) {
    return rows;
  }
  // A row dated months after every full date is of the year before ("28.12." on a statement of 05.01.2027)
  // or of a later one: which, the document does not say.
  const latest = Math.max(...dates.map((match) => Date.parse(isoOf(match[0], dayFirst))));
  const tooLate = (iso: string) => Date.parse(iso) - latest > MONTHS_AFTER_LATEST_MS;
  for (const row of rows) {
    for (const property of row.missing.filter(
      (candidate) => candidate.type === 'string' && candidate.format === 'date',
    )) {
      const match = dayAndMonth(row.texts?.get(property)?.trim() ?? '', dayFirst);
      const [day, month] = match ?? [0, 0];
      const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (match && month >= 1 && month <= 12 && day >= 1 && day <= 31 && !tooLate(iso)) {
        row.values.set(property, iso);
        row.missing = row.missing.filter((candidate) => candidate !== property);
      }
    }
  }
  return rows;
}
