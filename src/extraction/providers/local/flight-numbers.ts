// A flight's number as airlines print it: the carrier's two-sign code (letters, or a letter and a digit) or the
// three-letter one, then one to four digits: "EI 153", "LH2036", "U2 8063", "EZY 8063", "BA 117A".
const FLIGHT_NUMBER = /(?<![\p{L}\d])(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?(?![\p{L}\d])/u;
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
 * where it holds none ("just 24" of "your flight is just 24 hours away" is no flight).
 */
export function flightNumberOnly(value: string): string | null {
  return FLIGHT_NUMBER.exec(value)?.[0] ?? null;
}
