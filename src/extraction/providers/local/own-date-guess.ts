// Whether the document's own date (a letter's place-and-date line, a ticket's one date) is a guess for a date field,
// or a sentence or the letter's words show the field's date is another one (split from sentence-role-dates.ts).
import { placeDateLine } from './document-date.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { referenceDate } from './partial-dates.ts';
import { covers } from './sentence-events.ts';
import { DAY_BEFORE_DATE, dateByRole, thingsOf } from './sentence-role-dates.ts';
import { tokenize } from './words.ts';

/**
 * Whether the document's own date (its place-and-date line), the only full date of a letter, is no guess for the
 * field where a sentence gives the field a date of its own ("Ihr Sperrmüll wird am Dienstag, dem 21. April abgeholt"),
 * or, a letter's place-and-date line, where no word of the letter names the field's event.
 */
export function overruledOwnDate(lines: TLine[], words: string[], only: TValueSource): boolean {
  // A line of a place and the date ("Bremen, 22.05.2026"), not a sentence that dates an event ("Ihr Paket kommt am …").
  const placeAndDate = tokenize(only.line.text).filter((token) => !/\d/.test(token.word)).length <= 3;
  // "Sa, 14.03.2026" on a ticket: a weekday before the comma is no place; the ticket's one date is the day it records.
  if (
    !placeAndDate ||
    DAY_BEFORE_DATE.test(only.line.text) ||
    (placeDateLine(lines)?.line !== only.line &&
      referenceDate(lines) !== findDate(only.text)?.iso &&
      !datesMailedLetter(lines, only.line))
  ) {
    return false;
  }
  if (dateByRole(lines, words, []) !== null) {
    return true;
  }
  // A letter's place-and-date line for a field whose event no word of the letter names (a transfer's date where the
  // letter mentions no transfer) is no guess either.
  const tokens = lines.flatMap((line) => (line === only.line ? [] : tokenize(line.text)));
  return placeDateLine(lines)?.line === only.line && !thingsOf(words).some((thing) => covers(tokens, thing));
}

/**
 * A mail's body opening with a dated line of its own ("08.04.2026", "Datum: 02.03.2026" over a letter pasted into
 * the mail): that is the letter's date, as the first date of a letter is, though the mail was sent another day.
 */
const datesMailedLetter = (lines: TLine[], line: TLine) =>
  lines[0]?.header === true && lines.find((candidate) => !candidate.header && findDate(candidate.text)) === line;
