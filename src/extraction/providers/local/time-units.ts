// A duration's number in the unit of time a field's name ends in (split from qualified.ts).

// The words a duration's unit is written with, by the unit a field's name ends in.
const TIME_UNIT_WORDS: Record<string, RegExp> = {
  months: /^(?:months?|monate?n?|mon|mo)$/u,
  years: /^(?:years?|jahre?n?|yrs?)$/u,
  days: /^(?:days?|tage?n?)$/u,
  weeks: /^(?:weeks?|wochen?|wk)$/u,
  minutes: /^(?:minutes?|minuten?|min)$/u,
};
const TIME_UNIT_OF: Record<string, string> = { monate: 'months', jahre: 'years', tage: 'days', wochen: 'weeks' };

/**
 * The number written with the unit of time a field's name ends in: "1 Jahr ab 01.02.2026 (12 Monate)" is 12 for
 * `laufzeit_monate`, not the year's 1; null when no number stands before that unit.
 */
export function numberInTimeUnit(text: string, unit: string): number | null {
  const words = TIME_UNIT_WORDS[TIME_UNIT_OF[unit] ?? unit];
  for (const match of words ? text.slice(0, 400).matchAll(/(?<![\d.,])(\d{1,4})\s?(\p{L}{2,8})\.?/gu) : []) {
    if (words?.test((match[2] ?? '').toLowerCase())) {
      return Number(match[1]);
    }
  }
  return null;
}
