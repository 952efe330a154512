import type { TValueSource } from './label-match.ts';
import { sameStem } from './learned-similarity.ts';
import type { TLine } from './lines.ts';
import { findDates } from './parse-date.ts';
import { findDayMonth, referenceDate } from './partial-dates.ts';

// A qualified date label right before a date ("Rechnungsdatum: ", "Invoice date "): the date is that kind's.
// A bare "Datum" / "Date" qualifies nothing. Three letters before "date", not `\p{L}{3,}`: tried from every letter of a
// long word, that read the rest of the word each time (quadratic; the same lines match, review18). The colon's blanks
// stay in its optional group (cellsplit18: `\s*:?\s*` split a blank run two ways).
const QUALIFIED_DATE_LABEL = /(?:\p{L}{3}datum|\p{L}{3}\s+date)\s*(?::\s*)?$/iu;
// Words before a date naming an event of their own: ordered, joined, born, valid, shipped, paid, booked, due, an
// instalment from that day.
const EVENT =
  /^(?:order|ordered|placed|bestellt|bestellung|auftrag|eintritt|entry|hired|joined|geboren|geburt|birth|born|valid|gueltig|expires|ablauf|delivered|delivery|geliefert|lieferung|shipped|versand|versandt|verschickt|paid|payment|bezahlt|gezahlt|zahlung|due|faellig|booked|booking|gebucht|buchung|reserviert|reservation|arrival|anreise|departure|abreise|signed|unterschrieben|abschlag|instalment|installment)$/;

const fold = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/**
 * The words right before a date (after the last digit or cell) name another event than the field's: "Order placed
 * 02/14/2026" is no `ship_date`, "Eintritt 01.04.2019" no `pay_date`; "Bestellt am" is the `bestelldatum`.
 */
function namesAnotherEvent(before: string, fieldWords: string[]): boolean {
  const phrase = before.split(/[\d|\t•·]/).at(-1) ?? '';
  const words = fold(phrase)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1)
    .slice(-4);
  return words.some((word) => EVENT.test(word)) && !words.some((word) => isFieldWord(word, fieldWords));
}

/** A document's word is one of the field's name: the same stem, or the start of a compound ("bestellt", "bestelldatum"). */
const isFieldWord = (word: string, fieldWords: string[]) =>
  fieldWords.some(
    (field) =>
      sameStem(field, word) ||
      (field.length >= 4 && word.startsWith(field)) ||
      (word.length >= 5 && field.includes(word.slice(0, 5))),
  );

const LABEL_CHAR = /[\p{L}\s.\-/]/u;
const LETTER = /\p{L}/u;

/**
 * The label a text ends in, /([\p{L}][\p{L}\s.\-/]*):\s*$/u's group, found back from the colon: the pattern was
 * retried from every letter of a long run of words with no colon after them (quadratic, review20's audit).
 */
function labelBefore(text: string): string | null {
  const colon = text.trimEnd().length - 1;
  if (text[colon] !== ':') {
    return null;
  }
  let label: number | null = null;
  for (let start = colon; start > 0; ) {
    const pair =
      start > 1 && /[\uDC00-\uDFFF]/.test(text[start - 1] ?? '') && /[\uD800-\uDBFF]/.test(text[start - 2] ?? '');
    const char = text.slice(pair ? start - 2 : start - 1, start);
    if (!LABEL_CHAR.test(char)) {
      break;
    }
    start -= char.length;
    label = LETTER.test(char) ? start : label;
  }
  return label === null ? null : text.slice(label, colon);
}

/** "Average daily use: 19.7 kWh": a value after a label of other words is that label's, no unlabelled guess's. */
export function labelledOtherwise(source: TValueSource | null, fieldWords: string[], alsoOwn?: RegExp): boolean {
  const label = source ? labelBefore(source.line.text.slice(0, source.quoteStart)) : null;
  const words = fold(label ?? '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2);
  return words.length > 0 && !words.some((word) => isFieldWord(word, fieldWords) || alsoOwn?.test(word));
}

/**
 * A receipt, ticket or form that states one date ("11.03.2026 17:42" at the foot of a till receipt) states the
 * day it records: a date field without a label takes it. Two different dates say nothing on their own, nor
 * does a labelled one: it is the labelled field's ("Rechnungsdatum: 01.04.2026" is no delivery date), nor one
 * after words naming another event ("Bestellt am 05.02.2026" is no `versanddatum`).
 */
export function onlyDate(lines: TLine[], fieldWords: string[]): TValueSource | null {
  let found: TValueSource | null = null;
  let foundIso: string | undefined;
  for (const line of lines.filter((candidate) => !candidate.header && /\d/.test(candidate.text))) {
    // One scan of the line for its dates (findDates), not the rest of the line again after each date.
    for (const date of findDates(line.text)) {
      const before = wordsBefore(line.text, date.index);
      if (QUALIFIED_DATE_LABEL.test(before) || namesAnotherEvent(before, fieldWords)) {
        return null;
      }
      if (found && foundIso !== date.iso) {
        return null;
      }
      if (!found) {
        found = { text: line.text.slice(date.index), line, quoteStart: date.index, quoteEnd: date.end };
        foundIso = date.iso;
      }
    }
  }
  return found ?? onlyDayMonth(lines, fieldWords);
}

// Words of a field for the mail's own date.
const MESSAGE_DATE = /^(?:sent|send|received|gesendet|versendet|empfangen|email|mail)$/;

/**
 * A mail or letter whose text states no full date but one day and month ("Thu 5 March, 7:45 PM", "Di., 12.5. um
 * 10:30 Uhr") states that day in the year nearest its own date (a mail's Date line): the one date, as above.
 */
function onlyDayMonth(lines: TLine[], fieldWords: string[]): TValueSource | null {
  // The mail's own date (`email_date`, `sent_on`) is its Date line's (mail-fields.ts), not a day its text names.
  if (fieldWords.some((word) => MESSAGE_DATE.test(word))) {
    return null;
  }
  const reference = referenceDate(lines);
  let found: TValueSource | null = null;
  for (const line of reference ? lines.filter((candidate) => !candidate.header && /\d/.test(candidate.text)) : []) {
    const date = findDayMonth(line.text, reference as string);
    if (!date) {
      continue;
    }
    const before = wordsBefore(line.text, date.index);
    if (QUALIFIED_DATE_LABEL.test(before) || namesAnotherEvent(before, fieldWords)) {
      return null;
    }
    if (found && findDayMonth(found.text, reference as string)?.iso !== date.iso) {
      return null;
    }
    found ??= { text: line.text.slice(date.index), line, quoteStart: date.index, quoteEnd: date.end };
  }
  return found;
}

/**
 * The text right before a date, back to the last digit before it: all that the label patterns read (a qualified
 * label's letters and an event's words hold no digit). Not the whole line before it: a line of thousands of dates
 * would be read again per date (12,000 dates took minutes).
 */
function wordsBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !/\d/.test(text[start - 1] ?? '')) {
    start--;
  }
  return text.slice(start, end);
}
