// Dates and times that exist on the calendar and the clock. `Date.parse` rolls an impossible day over
// ('2026-02-30' becomes 2 March, '2026-04-31T10:00' 1 May, '24:00' the next day) instead of refusing it,
// so a format check built on it let an answer's or a review's impossible date through as valid.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` naming a day of the calendar (month 1–12, day within the month; 29 February in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]` on a calendar day with a time of the clock (hours 00–23, minutes
 * and seconds 00–59; RFC 3339's leap second and ISO's 24:00 are refused, as `Date.parse` refuses the first).
 */
export function isCalendarDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) {
    return false;
  }
  const [, date = '', hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  return (
    isCalendarDate(date) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59
  );
}
