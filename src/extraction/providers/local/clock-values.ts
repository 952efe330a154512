// A time field's value as a clock reads it (see qualified.ts `normalized`).
const TWELVE_HOUR = /^(\d{1,2})[:.](\d{2})\s*([ap])\.?\s?m\.?$/iu;

/**
 * A time field's value: no text without a digit ("PASS" of "BOARDING PASS" is no boarding time), and a 12-hour clock
 * as 24 hours where the description asks for "HH:MM" ("6:30 PM" → "18:30").
 */
export function clockValue(value: string, description = ''): string | null {
  if (!/\d/u.test(value)) {
    return null;
  }
  const twelve = asksForClock(description) ? TWELVE_HOUR.exec(value.trim()) : null;
  if (!twelve) {
    return value;
  }
  const hour = (Number(twelve[1]) % 12) + (twelve[3]?.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${twelve[2]}`;
}

/** A description asking for a clock time: "HH:MM", "hh:mm". */
export const asksForClock = (description = '') => /\bHH:MM\b/iu.test(description);
