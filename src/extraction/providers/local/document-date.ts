import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { labelWords } from './words.ts';

export const GENERIC_DATE = new Set(['date', 'datum', 'time', 'uhrzeit', 'datetime']);
const DOCUMENT_DATES = new Set([
  'invoice',
  'document',
  'issue',
  'receipt',
  'letter',
  'rechnungs',
  'beleg',
  // An authority's notice or certificate: `bescheid_datum`, `notice_date`.
  'bescheid',
  'notice',
  'brief',
  'schreiben',
  'bescheinigung',
  'certificate',
]);
// German writes the document's own date as one word: "Rechnungsdatum", "Ausstellungsdatum", "Bescheiddatum".
// A quote's or an offer's own date too ("Angebotsdatum"): a letter that offers is dated by its date line.
const OWN_DATE_WORD =
  /^(?:rechnungs|beleg|ausstellungs|bescheid|brief|schreiben|dokument|ausfertigungs|angebots)datum$/;
// `ausgestellt_am`, `issued_on`, `schreiben_vom`, `letter_dated`: the document's issue and a preposition of its day.
const ISSUED = /^(?:ausgestellt|issued|dated|datiert|schreiben|brief|letter)$/;
const ON_DAY = /^(?:am|on|vom|dated)$/;

/** Whether a field's words name the document's own date ("invoice_date", "rechnungsdatum", "ausgestellt_am"). */
export const namesOwnDate = (words: string[]) =>
  (words.length === 2 && DOCUMENT_DATES.has(words[0] ?? '') && GENERIC_DATE.has(words[1] ?? '')) ||
  (words.length === 2 && ISSUED.test(words[0] ?? '') && ON_DAY.test(words[1] ?? '')) ||
  (words.length === 1 && OWN_DATE_WORD.test(words[0] ?? ''));

// "Kassel, 15.01.2026", "Lennestadt, 9. März 2026", "London, 3 March 2026": a place, a comma and a date, nothing else.
const PLACE_AND_DATE = /^(\s*\p{Lu}[\p{L}.' -]{1,40}?,\s*(?:den\s+)?)(\S.*?)\s*$/u;

/**
 * The line of a letter that dates it, a place and a date and nothing else: where it stands (above the subject or
 * above the signature), it is the date of the document, even where other dates of the text come first.
 */
export function placeDateLine(lines: TLine[]): TValueSource | null {
  for (const line of lines) {
    const match = line.header || line.cells.length !== 1 ? null : PLACE_AND_DATE.exec(line.text);
    const date = match?.[2] ? findDate(match[2]) : null;
    if (match?.[1] && match[2] && date && date.index === 0 && date.end === match[2].length && !/\d/.test(match[1])) {
      const quoteStart = match[1].length;
      return { text: match[2], line, quoteStart, quoteEnd: quoteStart + match[2].length };
    }
  }
  return null;
}

// `ort_unterschrift`, `place_of_signature`, `ausstellungsort`: where the document was signed or issued.
const SIGNING = /^(?:unterschrift|signature|signed|signing|sign|unterzeichnung|ausstellung|issue|issued)$/;
const PLACE = /^(?:ort|place|city|stadt)$/;
const SIGNING_PLACE = /^(?:ausstellungs|unterschrifts|unterzeichnungs)ort$/;

/** The place of the line that dates the document ("Stuttgart" of "Stuttgart, den 03.02.2026") for a signing place. */
export function placeOfSigning(lines: TLine[], words: string[]): TValueSource | null {
  const asks =
    (words.some((word) => PLACE.test(word)) && words.some((word) => SIGNING.test(word))) ||
    (words.length === 1 && SIGNING_PLACE.test(words[0] ?? ''));
  const dated = asks ? placeDateLine(lines) : null;
  if (!dated) {
    return null;
  }
  const place = dated.line.text.slice(0, dated.quoteStart).replace(/,\s*(?:den\s+)?$/u, '');
  const start = place.length - place.trimStart().length;
  return { text: place.trim(), line: dated.line, quoteStart: start, quoteEnd: place.length };
}

/**
 * The date on the line its object's label opens: `last_payment.date` in "Last payment received 03/18/2026:
 * $250.00" (was the document's first date, as for a date without an owner). Only for a bare "date" field.
 */
export function dateOnOwnersLine(lines: TLine[], words: string[], ownerLabels: string[][]): TValueSource | null {
  if (!words.every((word) => GENERIC_DATE.has(word))) {
    return null;
  }
  for (const line of lines) {
    const date = line.header ? null : findDate(line.text);
    const opening = date ? labelWords(line.text.slice(0, date.index)) : [];
    const owned = ownerLabels.some(
      (label) => label.length > 0 && label.every((word, index) => opening[index] === word),
    );
    if (date && owned) {
      return { text: line.text.slice(date.index, date.end), line, quoteStart: date.index, quoteEnd: date.end };
    }
  }
  return null;
}

// The first part of a field named after a kind of document and its date: `mahndatum`, `bescheid_datum`,
// `gutschriftsdatum`, `statement_date` (four letters at least, a joining "s" left out).
const KIND_DATE = /^(\p{L}{4,24}?)s?datum$/u;
/** How many of a document's first lines may hold its title. */
const TITLE_LINES = 8;
const TITLE_LENGTH = 60;
// A document that names another thing before its own kind: "Termin·bestätigung" confirms an appointment, "Zahlungs·
// erinnerung" reminds of a payment. Its date is the letter's, not the thing's (`termin_datum`, `zahlungsdatum`).
const DOCUMENT_HEAD =
  /^(?:e?s|n)?(?:bestaetigung|bescheinigung|erinnerung|mitteilung|benachrichtigung|nachweis|uebersicht|anfrage|angebot|quittung|mahnung|bescheid|schreiben)$/u;

/** A title's word is the kind itself, inflected ("Mahnung" for `mahndatum`), not a document about it. */
const namesKind = (word: string, kind: string) => word.startsWith(kind) && !DOCUMENT_HEAD.test(word.slice(kind.length));

/** The title lines naming the kind a date field is named after (`mahndatum`, `trip_date`), dated or not. */
function titlesOfKind(words: string[], lines: TLine[]): TLine[] {
  const kind =
    words.length === 2 && GENERIC_DATE.has(words[1] ?? '')
      ? words[0]
      : words.length === 1
        ? KIND_DATE.exec(words[0] ?? '')?.[1]
        : undefined;
  if (!kind || kind.length < 4) {
    return [];
  }
  // A title stands alone: a short line of one cell (no row of headings) without a label's colon, the kind among its
  // first two words.
  const title = lines.filter((line) => !line.header && line.text.trim() !== '').slice(0, TITLE_LINES);
  return title.filter(
    (line) =>
      line.cells.length === 1 &&
      line.text.length <= TITLE_LENGTH &&
      !line.text.includes(':') &&
      labelWords(line.text)
        .filter((word) => !/^\d+$/.test(word))
        .slice(0, 2)
        .some((word) => namesKind(word, kind)),
  );
}

/**
 * Whether a date field is named after the kind of document its title gives ("2. Mahnung" for `mahndatum`, "Bescheid
 * über den Elternbeitrag" for `bescheid_datum`): then it asks for the document's own date, as `rechnungsdatum` does.
 * A heading with its own date ("Rückfahrt am Do., 15.05.26") titles no document: it dates the thing (below).
 */
export const namesTitledKindDate = (words: string[], lines: TLine[]) =>
  titlesOfKind(words, lines).some((line) => findDate(line.text) === null);

/** The date a heading of the field's kind states: "Year 4 trip to the Eden Project - Friday 19 June 2026". */
export function titledKindDate(words: string[], lines: TLine[]): TValueSource | null {
  for (const line of titlesOfKind(words, lines)) {
    const found = findDate(line.text);
    if (found) {
      return { text: found.iso, line, quoteStart: found.index, quoteEnd: found.end };
    }
  }
  return null;
}
