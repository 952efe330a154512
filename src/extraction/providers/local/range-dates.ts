// The two dates of a range whose first date leaves out what the second one says: "Jan 12 – Feb 11, 2026",
// "13.03.–16.03.2026", "1 March to 31 March 2026". A writer drops the first date's year (the range's end gives it),
// so the first date is dated by the second: the year that puts it nearest before the range's end ("Dec 15 – Jan 14,
// 2027" starts in 2026). Development sets of five authors wrote ranges so (session 15); read where a range is asked
// for (range-end.ts), never for a single date.
import { findDates } from './parse-date.ts';
import { findDayMonth } from './partial-dates.ts';
import { periodIn } from './period-dates.ts';
import { datesIn } from './qualified.ts';

// The dash or word between a range's ends, with the blanks around it. The blanks before it are matched only from the
// first blank of their run: tried from every blank of a long run that no dash ends (em spaces), the run was scanned
// again each time (quadratic). The matches are the same: a run a join ends matched from its first blank already, and
// a join right after an earlier join's blanks is matched by the second alternative (session 18 compared both on
// 600,000 random strings).
const JOIN_WORD = String.raw`(?:[-–—]|\b(?:bis|to|until|through|thru)\b)\s*`;
const JOIN = new RegExp(String.raw`(?<!\s)\s*${JOIN_WORD}|${JOIN_WORD}`, 'giu');
// The end's date stands right after the join ("Feb 11, 2026", "16.03.2026", "31 March 2026"), not words later.
const END_FIRST = /^[^\d\n]{0,12}\d/u;
// A first date of a day alone, its month and year left to the end: "01.–31.03.2026", "1. bis 15.4.26", "12–16 March
// 2026". The day closes the text before the join; without its German dot only before a dash.
const DAY_ALONE = /(?<![\d.,/:-])(\d{1,2})(\.?)\s{0,3}$/u;

/**
 * The dates of `text` as `datesIn` reads them, with a range's first date completed by its end's year. `reference`
 * (the document's own date, partial-dates.ts): a range without any year ("18.–25. Juli", "vom 12. bis 15. Mai") is
 * dated in the year that puts its end nearest to it, as a letter leaves out the year it is written in.
 */
export function rangeDatesIn(text: string, reference: string | null = null): string[] {
  const full = datesIn(text);
  // "Q3 2026", "KW 12/2026": a period named without a date is the range of its first and last day.
  const period = full.length === 0 ? periodIn(text) : null;
  if (period) {
    return [period.start, period.end];
  }
  if (full.length > 1 || (full.length === 0 && !reference)) {
    return full;
  }
  for (const join of text.matchAll(JOIN)) {
    const left = text.slice(0, join.index);
    const right = text.slice(join.index + join[0].length);
    // Without a full date only the end's day and month right after the join are read (no full date to find).
    const yearless = full.length === 0 && reference ? findDayMonth(right.slice(0, 40), reference) : null;
    const [end] = full.length === 0 ? (yearless?.index === 0 ? [yearless.iso] : []) : datesIn(right);
    if (!end || (full.length > 0 && datesIn(left).length > 0) || !END_FIRST.test(right)) {
      continue;
    }
    const found = findDayMonth(left, end);
    const start = found && onOrBefore(found.iso, end);
    // The first date ends where the join starts: "Jan 12 –", not "12 Jan items … –".
    if (found && start && /^[\s.,]*$/u.test(left.slice(found.end))) {
      return [start, end];
    }
    const day = dayAloneBefore(left, join[0], right, end);
    if (day) {
      return [day, end];
    }
  }
  return full;
}

/**
 * The first date in the year that puts it on or before the range's end: the day-and-month nearest to the end lies
 * after it for a range of more than half a year ("01.01.–31.12.2026" read 1 January 2027).
 */
function onOrBefore(start: string, end: string): string | null {
  if (start <= end) {
    return start;
  }
  const earlier = `${Number(start.slice(0, 4)) - 1}${start.slice(4)}`;
  // 29 February has no day a year earlier.
  const real = new Date(`${earlier}T00:00:00Z`).toISOString().slice(0, 10) === earlier;
  return real && earlier <= end ? earlier : null;
}

/** The range's first date of a day alone ("01.–31.03.2026"): the end's month and year, an earlier day. */
function dayAloneBefore(left: string, join: string, right: string, end: string): string | null {
  // Only the tail before the join is read: a long line's start says nothing of the range (and stays unscanned).
  const tail = left.slice(-40);
  const day = DAY_ALONE.exec(tail);
  // The end's day follows the join at once ("31.03.2026", "16 March 2026"), not a word later.
  if (!day || !/^\d/u.test(right)) {
    return null;
  }
  // Without the dot the day opens the text, a label's colon or a "from" ("12–16 March"), never "Zimmer 3 – …".
  const opened = /(?:^|[:(]|\b(?:vom|von|from|between|zwischen))\s{0,3}$/iu.test(tail.slice(0, day.index));
  if (!day[2] && !(opened && /[-–—]/u.test(join))) {
    return null;
  }
  const first = Number(day[1]);
  const last = Number(end.slice(8, 10));
  return first >= 1 && first < last ? `${end.slice(0, 8)}${String(first).padStart(2, '0')}` : null;
}

// What stands between the ends of a range of two full dates ("01.05.2026 bis 30.04.2028", "1 May – 30 June 2026").
const BETWEEN_ENDS = /^[\s,]*(?:[-–—]|bis(?:\s+zum)?|to|until|till|through|thru)\s*$/iu;

/**
 * One end of a range that a labelled value writes ("vom 01.04. bis 30.06.2026" for `gueltig_ab`, "Laufzeit: 01.05.2026
 * bis 30.04.2028" for `valid_until`): the end `part` of its two dates joined by a range's dash or word, else null.
 */
export function rangePartOf(text: string, part: 0 | 1 | undefined, reference: string | null): string | null {
  if (part === undefined) {
    return null;
  }
  const dates = rangeDatesIn(text, reference);
  const full = findDates(text);
  const [first, second] = full;
  if (
    dates.length !== 2 ||
    full.length > 2 ||
    (first && second && !BETWEEN_ENDS.test(text.slice(first.end, second.index)))
  ) {
    return null;
  }
  return dates[part] ?? null;
}
