// Dates a sentence writes without their year: "received on 3 March", "by Friday, 12 June", "am 12.03. erhalten",
// "Donnerstag, den 18. Juni". A letter or an e-mail leaves the year out where it is the year the letter is written
// in, so the year is taken from the document's own date (its place-and-date line, else its first full date): the
// year that puts the day nearest to that date (a letter of 20 December asking for payment "by 10 January" means
// the next year's). Only the sentence readers use it, after a full date was not found at the same place.

import { placeDateLine } from './document-date.ts';
import type { TLine } from './lines.ts';
import { mailHeaderLine } from './mail-forward.ts';
import { findDate, monthNamed, type TFoundDate } from './parse-date.ts';

const WEEKDAYS =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/i;

// "12 June", "12th of June", "12. Juni" (a month's name, no year after it), "June 12", "12.03." (day, month and a
// full stop, no digit after). A year after any of them makes a full date, which findDate reads.
// A time after it is no year: "Thu 5 March, 7:45 PM".
const DAY_MONTH = /(?<![\d.,])(\d{1,2})(?:\.|st|nd|rd|th)?\s*(?:of\s+)?(\p{L}{3,12})\b\.?(?!,?\s*\d+(?![:.]\d))/gu;
const MONTH_DAY = /(?<!\p{L})(\p{L}{3,12})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*[,.]?\s*\d|[.:]\d)/gu;
const NUMERIC = /(?<![\d.,/])(\d{1,2})\.(\d{1,2})\.(?!\d)/g;

const DAY = 24 * 60 * 60 * 1000;

/** The ISO date of a day and month in the year that puts it nearest to `reference` (an ISO date). */
export function nearestYear(month: number, day: number, reference: string): string | null {
  const year = Number(reference.slice(0, 4));
  const at = Date.parse(reference);
  let best: { iso: string; distance: number } | null = null;
  for (const candidate of [year - 1, year, year + 1]) {
    const date = new Date(Date.UTC(candidate, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      return null;
    }
    const distance = Math.abs(date.getTime() - at) / DAY;
    if (!best || distance < best.distance) {
      best = { iso: date.toISOString().slice(0, 10), distance };
    }
  }
  return best?.iso ?? null;
}

/** The earliest day and month without a year in `text`, dated in the year nearest to `reference`; or null. */
export const findDayMonth = (text: string, reference: string): TFoundDate | null =>
  dayMonthsIn(text, reference)[0] ?? null;

/** The days and months without a year in `text`, left to right, dated in the year nearest to `reference`. */
export function dayMonthsIn(text: string, reference: string): TFoundDate[] {
  const found: TFoundDate[] = [];
  const add = (index: number, end: number, month: number | undefined, day: number) => {
    const iso = month && day >= 1 ? nearestYear(month, day, reference) : null;
    if (iso) {
      found.push({ iso, index, end });
    }
  };
  for (const match of text.matchAll(DAY_MONTH)) {
    add(match.index, match.index + match[0].length, monthNamed(match[2] ?? ''), Number(match[1]));
  }
  for (const match of text.matchAll(MONTH_DAY)) {
    // "Friday 12" is no month; "May 5" is.
    if (!WEEKDAYS.test(match[1] ?? '')) {
      add(match.index, match.index + match[0].length, monthNamed(match[1] ?? ''), Number(match[2]));
    }
  }
  for (const match of text.matchAll(NUMERIC)) {
    add(
      match.index,
      match.index + match[0].length,
      Number(match[2]) <= 12 ? Number(match[2]) : undefined,
      Number(match[1]),
    );
  }
  return found.sort((a, b) => a.index - b.index);
}

const references = new WeakMap<TLine[], string | null>();

/** The document's own date (its place-and-date line, a mail's Date line, else its first full date); cached. */
export function referenceDate(lines: TLine[]): string | null {
  if (!references.has(lines)) {
    const placed = placeDateLine(lines);
    // A mail's Date line (its forwarded message's), not a date its Subject line happens to hold.
    const sent = mailHeaderLine(lines, 'date');
    const first = lines.map((line) => findDate(line.text)).find((date) => date !== null);
    const dated = placed ?? (sent ? { text: sent.line.text.slice(sent.start) } : null);
    references.set(lines, (dated ? findDate(dated.text)?.iso : first?.iso) ?? first?.iso ?? null);
  }
  return references.get(lines) ?? null;
}

// "by the end of August", "bis Ende September 2026": a month's last day, its year written or nearest the document's.
const MONTH_END = /(?<!\p{L})(?:end\s+of|ende)\s+(\p{L}{3,12})\b(?:\s+(\d{4})\b)?/giu;

/** The earliest month's end in `text` ("end of August"), or null. */
function findMonthEnd(text: string, reference: string | null): TFoundDate | null {
  for (const match of text.matchAll(MONTH_END)) {
    const month = monthNamed(match[1] ?? '');
    const nearest = month && reference ? nearestYear(month, 28, reference) : null;
    const year = Number(match[2] ?? nearest?.slice(0, 4) ?? 0);
    if (month && year) {
      const iso = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      return { iso, index: match.index, end: match.index + match[0].length };
    }
  }
  return null;
}

/** The earliest date in `text`: a full one, or a day and month dated by `reference` where it stands first. */
export function findSentenceDate(text: string, reference: string | null): TFoundDate | null {
  const monthEnd = findMonthEnd(text, reference);
  const full = findDate(text);
  if (monthEnd && (!full || monthEnd.index <= full.index)) {
    return monthEnd;
  }
  const partial = reference ? findDayMonth(text, reference) : null;
  // A full date's day and month read alone too ("3 March" of "3 March 2026"): the full date wins where it starts.
  return partial && (!full || partial.end <= full.index) ? partial : full;
}

/** A text that is a day and month alone ("Mon 11 May", "Do., 14.05.") as the ISO date nearest `reference`, else the text. */
export function withYear(text: string, reference: string | null): string {
  const found = reference && !findDate(text) ? findDayMonth(text, reference) : null;
  const before = found ? text.slice(0, found.index).replace(/[\s,.]/g, '') : '';
  return found && (before === '' || /^\p{L}{2,10}$/u.test(before)) && text.slice(found.end).trim() === ''
    ? found.iso
    : text;
}
