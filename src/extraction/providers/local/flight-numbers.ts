import { findDates } from './parse-date.ts';

// A flight's number as airlines print it: the carrier's two-sign code (letters, or a letter and a digit) or the
// three-letter one, then one to four digits: "EI 153", "LH2036", "U2 8063", "EZY 8063", "BA 117A". Not an airport's
// code before its clock ("DUB 06:45": digits then a colon or a stop and a digit).
const FLIGHT_NUMBER = /(?<![\p{L}\d])(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?(?![\p{L}\d]|[:.]\d)/gu;
// `flight_number`, `flight_no`, `flugnummer`, `flug_nr`: a field asking for the flight's number, not its route.
const FLIGHT = /^(?:flight|flug)$/u;
const NUMBER = /^(?:number|no|nr|nummer|num|code)$/u;
const COMPOUND = /^(?:flightnumber|flightno|flugnummer|flugnr)$/u;

/** Whether the field's name asks for a flight's number. */
export const namesFlightNumber = (words: string[]) =>
  words.some((word) => COMPOUND.test(word)) ||
  (words.some((word) => FLIGHT.test(word)) && words.some((word) => NUMBER.test(word)));

/**
 * A flight number field's value: the flight number in it ("Flight EI 153 Dublin to London" → "EI 153"), or nothing
 * where it holds none ("just 24" of "your flight is just 24 hours away" is no flight). A date's month and year ("06
 * MAY 2026") are none either.
 */
export function flightNumberOnly(value: string): string | null {
  const dates = findDates(value);
  const inDate = (start: number, end: number) => dates.some((date) => start < date.end && end > date.index);
  const found = [...value.matchAll(FLIGHT_NUMBER)].find((match) => !inDate(match.index, match.index + match[0].length));
  return found?.[0] ?? null;
}
