// A time field's value as a clock reads it (see qualified.ts `normalized`).
import { findDate } from './parse-date.ts';

// A clock time (or a span of two), then a comma or semicolon and words: "06:45, arrives 09:40", "7.30 pm; doors close
// at 8", "7:00 - 10:30, Ground Floor" (the span's place follows).
const CLOCK_THEN_CLAUSE =
  /^(\d{1,2}[:.]\d{2}(?:\s?(?:uhr|h|[ap]\.?\s?m\.?))?(?:\s?[-–]\s?\d{1,2}[:.]\d{2}(?:\s?(?:uhr|h|[ap]\.?\s?m\.?))?)?)\s*[,;]\s+\p{L}/iu;
const CLOCK_IN = /\d:\d{2}|\d\s?(?:[ap]\.?m\b|uhr\b|h\b)/iu;
const TWELVE_HOUR = /^(\d{1,2})[:.](\d{2})\s*([ap])\.?\s?m\.?$/iu;

/**
 * A time field's value: no text without a digit ("PASS" of "BOARDING PASS" is no boarding time), and a 12-hour clock
 * as 24 hours where the description asks for "HH:MM" ("6:30 PM" → "18:30"); for a clock field (`clockOnly`) no day
 * without a clock, and of a span ("10:30-11:30") its start, or its end for an `end` field.
 */
export function clockValue(written: string, description = '', end = false, clockOnly = false): string | null {
  if (!/\d/u.test(written)) {
    return null;
  }
  // "When: Friday, 22 May 2026" for a start time: a day without a clock is no time.
  if (clockOnly && !CLOCK_IN.test(written) && findDate(written)) {
    return null;
  }
  // "Departs 06:45, arrives 09:40": the sentence goes on after the comma with the next thing's time.
  const value = CLOCK_THEN_CLAUSE.exec(written.trim())?.[1] ?? clockAfterDate(written, end, clockOnly) ?? written;
  const twelve = asksForClock(description) ? TWELVE_HOUR.exec(value.trim()) : null;
  if (!twelve) {
    return value;
  }
  const hour = (Number(twelve[1]) % 12) + (twelve[3]?.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${twelve[2]}`;
}

/** A description asking for a clock time: "HH:MM", "hh:mm". */
export const asksForClock = (description = '') => /\bHH:MM\b/iu.test(description);

// "Wed 06 May 2026, 07:25", "Samstag, 16.05.2026, 19:30 Uhr": a day's date, then its one clock time to the end.
// Linear (review26): the blanks after the preposition are its own (`(?:at\s*)?`), not a second run beside `[,\s]*`
// (`[,\s]*(?:at)?\s*` parted a run of blanks every way: quadratic in it).
// A word of the clock's event may stand before it ("Monday 8 June 2026, departing 07:34", "…, Abfahrt 07:34").
const CLOCK_AT_END =
  /^[,\s]*(?:(?:at|um|ab|from)\s*|\p{L}{2,20}\s+)?(\d{1,2}:\d{2}(?:\s?(?:uhr|h|[ap]\.?\s?m\.?))?)\s*$/iu;

// "Tuesday, 14 April 2026 10:30-11:30 (UTC+00:00) Dublin, …": an invitation's span right after the day, whatever time
// zone or place follows it. Anchored, its parts bounded.
const SPAN_AFTER_DATE =
  /^[,\s]{0,3}(?:(?:from|von|um|at)\s)?(\d{1,2}:\d{2})\s?(?:[-–—]|to|bis)\s?(\d{1,2}:\d{2})(?![\d:])/iu;

/**
 * The clock of a value that writes a date before it (a cell of "When: <date>, <time>" for a time field), or null; of a
 * span after the date, its start, or its end for an `end` field (`clockOnly`: a field for the clock, not a day's).
 */
function clockAfterDate(written: string, end: boolean, clockOnly: boolean): string | null {
  const date = findDate(written);
  const span = date && clockOnly ? SPAN_AFTER_DATE.exec(written.slice(date.end)) : null;
  if (span?.[1] && span[2]) {
    return end ? span[2] : span[1];
  }
  const clock = date ? CLOCK_AT_END.exec(written.slice(date.end))?.[1] : undefined;
  return clock ? clock.replace(/\s?(?:uhr|h)$/iu, '') : null;
}
