// A period named instead of dated: "Q3 2026", "3. Quartal 2026", "KW 12/2026", "Kalenderwoche 12 2026", "week 12,
// 2026". Reports, shift plans, delivery notices and energy bills name a quarter or a calendar week where a range is
// meant; its first and last days are fixed by the calendar (ISO 8601 weeks run Monday to Sunday, week 1 holds the
// year's first Thursday), so a field asking for the period's start or end takes them. Only with the year written:
// "KW 12" alone could be any year's.

// A quarter: "Q3 2026", "Q3/2026", "Q3-2026", "3. Quartal 2026", "Quartal 3/2026", "3rd quarter 2026".
const QUARTER =
  /(?<![\p{L}\d])(?:Q([1-4])|([1-4])\.\s?Quartal|Quartal\s([1-4])|([1-4])(?:st|nd|rd|th)\squarter)[\s/-]{1,3}(?:of\s)?(\d{4})(?!\d)/giu;
// A calendar week: "KW 12/2026", "KW12 2026", "Kalenderwoche 12/2026", "week 12, 2026", "Woche 12/2026".
const WEEK = /(?<![\p{L}\d])(?:KW|Kalenderwoche|Woche|week|wk\.?)\s?(\d{1,2})(?:,\s?|[\s/-]{1,3})(\d{4})(?!\d)/giu;

/** A period's first and last day (ISO dates) and where it is written. */
export type TPeriod = { start: string; end: string; index: number; stop: number };

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY = 24 * 60 * 60 * 1000;

/** The first and last day of ISO week `week` of `year`, or null for a week the year does not have. */
export function isoWeek(year: number, week: number): { start: string; end: string } | null {
  const january4 = Date.UTC(year, 0, 4);
  // Monday of week 1: the Monday on or before 4 January.
  const monday = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY;
  const start = monday + (week - 1) * 7 * DAY;
  // A year has 53 weeks only when its week 53's Thursday still falls in it.
  if (week < 1 || week > 53 || new Date(start + 3 * DAY).getUTCFullYear() !== year) {
    return null;
  }
  return { start: iso(start), end: iso(start + 6 * DAY) };
}

/** The one quarter or calendar week `text` names, as its first and last day; null for none or two. */
export function periodIn(text: string): TPeriod | null {
  // Only a short value is read (a label's value, a cell): a long line is no period's.
  const head = text.slice(0, 200);
  const found = [...head.matchAll(QUARTER)].map((match): TPeriod | null => {
    const number = Number(match[1] ?? match[2] ?? match[3] ?? match[4]);
    const year = Number(match[5]);
    const start = iso(Date.UTC(year, (number - 1) * 3, 1));
    return { start, end: iso(Date.UTC(year, number * 3, 0)), index: match.index, stop: match.index + match[0].length };
  });
  for (const match of head.matchAll(WEEK)) {
    const days = isoWeek(Number(match[2]), Number(match[1]));
    found.push(days && { ...days, index: match.index, stop: match.index + match[0].length });
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}
