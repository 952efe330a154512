import { trimTrailing } from '../../trim-trailing.ts';
import { NAMED_CODES } from './money-patterns.ts';
import { findDate, findDates } from './parse-date.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

// Identifier fields (`delivery_note_number`, `orderNo`, `customer_id`): how they are labelled and written.

/** Last words of a name that make it an identifier. */
const ID_WORDS = new Set(['number', 'no', 'nr', 'id', 'nummer', 'num']);

// German compounds written as one word: `bestellnummer`, `kundennr`, `sendungsnr`.
const ID_COMPOUND = /^\p{L}{3,}(?:nummer|nr)$/u;

/** Whether a field's name words make it an identifier ("policy number", "order id", "bestellnummer"). */
export const isIdentifierName = (words: string[]) => {
  const last = words[words.length - 1] ?? '';
  return ID_WORDS.has(last) || ID_COMPOUND.test(last);
};

// `customer_account`, `tenant_account`, `mieterkonto`: an account is kept under its number, not a party's name.
const ACCOUNT = /^(?:account|acct|konto|\p{L}{3,}konto)$/u;
// `unique_taxpayer_reference`, `customer_ref`, `tenant_code`: a party's reference or code is written in digits too.
const REFERENCE = /^(?:reference|ref|referenz|code)$/;

/** Whether a field's name makes it a number of something (an identifier or an account), never a party's name. */
export const namesNumberOf = (words: string[]) =>
  isIdentifierName(words) ||
  ACCOUNT.test(words.at(-1) ?? '') ||
  (words.length > 1 && REFERENCE.test(words.at(-1) ?? ''));

/** The words before the identifier word, when there are any: "delivery note number" → "delivery note". */
export function kindWordsOf(words: string[]): string[] {
  // "Your PO: HLB-PO-118" for `po_reference`: a reference to a document is that document's number too.
  const reference = /^(?:reference|ref)$/.test(words[words.length - 1] ?? '');
  return words.length >= 2 && (isIdentifierName(words) || reference) ? words.slice(0, -1) : [];
}

// "No.", "Nr.", "#" between a document's title and its number ("Rechnung Nr. 2026/117").
const NUMBER_PREFIX = /^\s*(?:no|nr|number|nummer|num|#|№)\.?\s*:?\s*/iu;
// An identifier token: letters, digits and - / . _, with at least one digit and three characters.
const ID_TOKEN = /^(?=[\p{L}\p{N}\-/._]*\p{N})[\p{L}\p{N}][\p{L}\p{N}\-/._]{2,}/u;

// Two to four capitals and a blank before a number ("LS 884120"), not a currency's code ("EUR 120,00", "JPY 125000":
// the codes money-patterns.ts knows).
const SERIES_PREFIX = new RegExp(String.raw`^(?!(?:${NAMED_CODES})\b)\p{Lu}{2,4} (?=\p{N})`, 'u');
/** The capitals of a number's series before it and their blank ("LS " of "LS 884120"), or ''. */
export const seriesPrefixOf = (text: string) => SERIES_PREFIX.exec(text)?.[0] ?? '';

/**
 * The identifier a title line gives after the document's kind ("DELIVERY NOTE LS-11380", "Invoice
 * No. 4711"): the text from the identifier on, or null when what follows is no identifier (a word,
 * a sentence, a date-less phrase).
 */
export function identifierAfterTitle(text: string): string | null {
  const rest = text.replace(NUMBER_PREFIX, '');
  // "Lieferschein LS 884120", "Rechnung RE 2026-0418": a series' capitals before the digits belong to the number.
  const series = seriesPrefixOf(rest);
  // "Invoice of 12.03.2026", "the invoice 1,200.00": a date or an amount is no identifier.
  const first = ID_TOKEN.exec(rest.slice(series.length))?.[0].replace(/[.,]$/, '') ?? '';
  const dateOrAmount = findDate(first)?.iso !== undefined || /^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(first);
  return first && !dateOrAmount ? rest : null;
}

// "Nr. 302-5581", "# 5531": a number sign before an identifier that starts with a digit.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const LEADING_NUMBER_SIGN = /^(?:no|nr|#|№)\.?\s*(?::\s*)?(?=\d)/iu;

// Words that continue a sentence after an identifier: "PO-2947 vom 14.4.2026", "302-7781123 wurde …".
const CONNECTIVE = /^\p{Ll}{2,}$/u;
// A word that follows an identifier without belonging to it: a capitalised word ("Munich") or one of four capitals
// and more ("HAMBURG"); short capitals ("A", "DE", "BER") can be a part of the code.
const NEXT_WORD = /^(?:\p{Lu}\p{Ll}+|\p{Lu}{4,})[.,;:]?$/u;
// "5412 75XX XXXX 3381": a group of a card or account number masked by X (or * and •) is no word after the number.
// Two tests, not `^[\dX*•]*[X*•]{2,}[\dX*•]*$` (review20): its runs overlap, so a word of 1,000 stars took 1.2 s.
const maskedGroup = (token: string) => /^[\dX*•]+$/u.test(token) && /[X*•]{2}/u.test(token);

/**
 * An identifier without the words after it: "PO-2947 vom 14.4.2026" is "PO-2947", "7001 4432 19"
 * stays whole (digit groups belong to it). Cut at the first lower-case word or comma after a token with a digit;
 * with `code` (the field is an identifier) also at a word after the number ("LH 2012 Munich" is "LH 2012").
 */
export function trimIdentifier(text: string, code = true): string {
  // "Bestellung Nr. 302-5581" gives "302-5581": the number sign is no part of the identifier.
  const tokens = text.trim().replace(LEADING_NUMBER_SIGN, '').split(/\s+/);
  const firstDigit = tokens.findIndex((token) => /\d/.test(token));
  if (firstDigit < 0) {
    return text.trim();
  }
  for (let index = firstDigit; index < tokens.length; index++) {
    const token = tokens[index] ?? '';
    // "1Z9R4F… Cartons 3": another field's label after the identifier ends it; "4711 / Auftragsnr. 88213": so does
    // a word ending in an abbreviated number's word (a German compound's "-nr.", "-no.").
    const label =
      !/\d/.test(token) && (isKnownLabel(labelWords(token).join(' ')) || /^\p{L}{3,}(?:nr\.?|no\.):?$/iu.test(token));
    // "PO #5531 – spring order", "WS-558210 · Placed Mar 2": a dash, dot or bar standing alone separates.
    const separator = /^[·•|–—-]$/.test(token);
    // "LH 2012 Munich – Hamburg", "ICE 578 FRANKFURT": a word after the code's number is no part of the code.
    // Only for a field that is an identifier: "1716 Maple Ct", "4120 Personalabteilung" go on after their number.
    const word =
      code && index > firstDigit && /\d/.test(tokens[index - 1] ?? '') && NEXT_WORD.test(token) && !maskedGroup(token);
    if (index > firstDigit && (CONNECTIVE.test(token) || /^[(,;]/.test(token) || label || separator || word)) {
      // "4711 / Auftragsnr.": a slash standing alone before the next label goes with it.
      const kept = tokens.slice(0, index);
      return (kept.at(-1) === '/' ? kept.slice(0, -1) : kept).join(' ').replace(/[,;:.]$/, '');
    }
    // "Bestellung A-88120. Folgende Artikel …": a full stop before a capitalized word ends the sentence.
    const sentenceEnd = /\.$/.test(token) && /^\p{Lu}\p{Ll}/u.test(tokens[index + 1] ?? '');
    // "Room 214, 3 nights": a comma ends the identifier.
    if (/[,;]$/.test(token) || sentenceEnd) {
      return tokens
        .slice(0, index + 1)
        .join(' ')
        .replace(/[,;.]$/, '');
    }
  }
  // "Ihre Kundennummer lautet 100234.", "vielen Dank für deine Bestellung TK-9920417!": the sentence's stop is no part.
  return tokens.join(' ').replace(/[,;:.!?]$/, '');
}

// The end of a sentence ("EC-Karte am 16.02.2026. Vielen Dank …") or a date clause after a value ("R-30917 vom 15.01.2026").
// A word of three lower-case letters before the full stop, so "Mr. Daniel" and "Str. 5" are no sentence end; "Uhr"
// is never short for anything ("08:00 – 12:00 Uhr. Unser Fahrer ruft …").
// "Becker, Anna, geb. Roth", "Dipl.-Ing. Hans Müller", "Herr Prof. Dr. Jens Ober": an abbreviation of a name's part
// ends no sentence.
const SENTENCE_END =
  /(?<=\p{Ll}{3}|(?<!\p{L})Uhr)(?<!(?:^|[^\p{L}])(?:geb|verh|verw|ing|med|phil|nat|jur|rer|dent|[Pp]rof))\.\s+(?=\p{Lu})/u;
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const DATE_CLAUSE = /(?<!\s)\s+(?:am|vom|on|dated|from)\s+\d.*$/iu;
// A value that starts with a code or number ("207 (Doppelzimmer)", "R-30917 noch offen"): trimmed like an identifier.
// The digit is found by a look-ahead: written `^[…]*\d[…]*(?:\s|$)`, each digit of a long token was tried with
// each end after it (quadratic; the same tokens match: only the whole token is followed by a blank or the end).
const CODE_START = /^(?=[\p{L}\p{N}\-/._]*\d)[\p{L}\p{N}\-/._]*(?:\s|$)/u;
// The code's digit is checked apart: /^([…]*\d[…]*?)[,;]/ tried each digit of a long token with each end after it, and
// a value of 40,000 digits took seconds.
const CODE_BEFORE_CLAUSE = /^([\p{L}\p{N}\-/._]+)[,;]\s+\p{Ll}/u;
// "M-KL 4821 ist für Donnerstag …", "LK19 WZP was parked …": a code of capitals and digits the sentence goes on after.
const CAPS_CODE_BEFORE_WORDS = /^((?:[\p{Lu}\p{N}][\p{Lu}\p{N}\-/]*\s){0,2}[\p{Lu}\p{N}][\p{Lu}\p{N}\-/]*)\s+\p{Ll}/u;

// "30 days and I could start …", "3 Monate zum Quartalsende": a number with a unit of time is a duration, not a code.
const DURATION_START =
  /^\s*(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:(?:working|business|calendar)\s)?(?:days?|weeks?|months?|years?|hours?|Tage?n?|Werktage?n?|Kalendertage?n?|Wochen?|Monate?n?|Jahre?n?|Stunden?)(?!\p{L})/iu;

const APPOSITION =
  /^\s*,\s*((?:Herrn?|Frau|Mrs?|Ms|Miss)\.?\s+(?:(?:Dr|Prof)\.\s+)*\p{Lu}[\p{Ll}'-]+(?:\s+\p{Lu}[\p{Ll}'-]+){0,2})\s*,/u;

/** A short text value without the sentence it sits in; codes lose trailing words and remarks in brackets. */
export function trimSentence(text: string): string {
  // "Ihre Sachbearbeiterin, Frau Petra Lindner, erreichen Sie …": a person set off by commas after the label.
  const apposition = APPOSITION.exec(text)?.[1];
  if (apposition) {
    return apposition;
  }
  // "OT-88214; please quote it …", "MNDT-22817, so you don't …": a code the sentence goes on after, in lower case.
  const code = CODE_BEFORE_CLAUSE.exec(text.trim())?.[1] ?? CAPS_CODE_BEFORE_WORDS.exec(text.trim())?.[1];
  if (code && /\d/.test(code)) {
    return withUnitOfTime(text, code);
  }
  const sentence = text.split(SENTENCE_END)[0] ?? text;
  const clause = sentence.replace(DATE_CLAUSE, '').trim();
  // "01.01.2025 - 31.12.2025", "1 October 2025 to 31 March 2026": a period's two dates are one value, not a number
  // to cut after its first token.
  const range = openingDateRange(clause);
  if (range) {
    return range;
  }
  // An address ("418 Maple Ave, Springfield") starts with a number too, but goes on after a comma.
  return withUnitOfTime(
    clause,
    CODE_START.test(clause) && !clause.includes(',') ? trimIdentifier(clause, false) : clause,
  );
}

// The word or dash between a period's two dates ("bis", "to", "–"), alone between them.
const RANGE_JOIN = /^\s*(?:[-–—]|bis|to|until|through)\s*$/iu;

/** The text's opening two dates joined as a period ("01.01.2025 - 31.12.2025"), or null. */
function openingDateRange(text: string): string | null {
  const [first, second] = findDates(text);
  if (!first || !second || first.index !== 0 || !RANGE_JOIN.test(text.slice(first.end, second.index))) {
    return null;
  }
  return text.slice(0, second.end);
}

/** A duration cut to its number keeps its unit: "30" of "30 days and I could start …" is "30 days". */
function withUnitOfTime(text: string, trimmed: string): string {
  const duration = DURATION_START.exec(text);
  return duration && duration[1] === trimmed ? duration[0].trim() : trimmed;
}

// A birth date or maiden name qualifies the name before it: "Anna Berg, geb. 03.04.1985", "J. Roe, born 1970".
const QUALIFYING_TAIL = /,\s*(?:geb\.|geboren|born|née|dob\b|d\.o\.b\.|date of birth|geburtsdatum).*$/iu;
// A link the HTML reader writes after its text ("00340434… [https://…]"), and a remark in brackets at the end.
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const TRAILING_LINK = /(?<!\s)\s*[[<]https?:\/\/[^\]>\s]*[\]>]\s*$/u;
// A phrase of two words and more ("Business (billed monthly)"): "Team (annual)" keeps its one-word qualifier.
const TRAILING_REMARK = /^(.*?\S)\s+\((?:[^()\d\s]+[\s,]+)+[^()\d\s]+\)$/u;
// "Stefan Kuhn (Pers.-Nr. 2207)", "Precision Fasteners Co. (Vendor ID V-20417)": a bracket naming another number
// after a name is that number's label and value, not part of the name (unless the field asks for a number); the
// label starts with a capital ("High Street (outside no. 84)" is a place's remark).
const TRAILING_NUMBER_REMARK =
  /^(.*?\S)\s+\(((?:[\p{L}.-]+\s+){0,2}[\p{L}.-]*?(?:id|nr|no|number|nummer|ref)\.?\s*[:#]?\s*[\p{L}\d][\p{L}\d\-/.]*\d[\p{L}\d\-/.]*)\)$/iu;
const NUMBER_WORD = /^(?:id|nr|no|number|nummer|ref|reference|code)$/;
// "ICE 578 · Wagen 7 · Platz 61", "Hotel Alpenrose · Zugspitzstraße 4": a raised dot parts a line, the value first.
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const PART_SEPARATOR = /(?<!\s)\s+[·•]\s+/u;
// "Frau Dr. Petra Lindner": the German form of address is not part of the name ("Guest: Mr. Daniel Okafor" keeps
// the English title, which bookings print as part of the name). Before a last name alone it is ("Bearbeitet von: Frau
// Yilmaz"): "Yilmaz" names nobody a letter would address.
const FORM_OF_ADDRESS = /^(?:Herrn?|Frau)\s+(?=(?:(?:Dr|Prof)\.\s*)*\p{Lu}[\p{L}'’-]*\.?\s+\p{Lu})/u;
// A comma and a way to reach someone after a name: "…, Telefon 0221 94 38 17-22", "…, phone 0161 …", "…, Zimmer 4.12".
const CONTACT_TAIL =
  /,\s*(?:tel|telefon|telephone|phone|fon|fax|e-?mail|mail|mobil|mobile|durchwahl|zimmer|raum|room|ext)\b[.:]?\s*\S.*$/iu;
const CONTACT_WORD =
  /^(?:tel|telefon\p{L}*|phone|telephone|fax|e?mail|mobil\p{L}*|mobile|durchwahl|zimmer|raum|room)$/u;
// Fields that ask for the form of address itself.
const SALUTATION_WORD = /^(?:salutation|anrede|briefanrede|title|titel|greeting)$/;

/**
 * A short text value without what only surrounds it: a link after it, a closing bracket it did not open ("1184)"
 * of "(Mitgliedsnummer 1184)", "V-20417)Cascade …" where two columns ran together), a comma or colon after it,
 * a remark of two words and more in brackets, without digits, at its end ("Biscuit (Canine, Labrador mix)", "Advance
 * Single (valid on the booked train)"; "Lumbago (M54.5)" keeps its code), the parts after a raised dot, and a form
 * of address before a name (unless the field's words ask for it), and a bracket naming another number after it
 * ("Stefan Kuhn (Pers.-Nr. 2207)").
 */
export function withoutNoise(text: string, fieldWords: string[] = []): string {
  const keepFormOfAddress = fieldWords.some((word) => SALUTATION_WORD.test(word));
  // "Girokonto · DE63 2806 …": a single word without digits only names what the next part is.
  const [first = text] = text.split(PART_SEPARATOR);
  let value = (/\d|\s/.test(first.trim()) ? first : text).replace(TRAILING_LINK, '');
  value = keepFormOfAddress ? value : value.replace(FORM_OF_ADDRESS, '');
  let depth = 0;
  const opened: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === '(') {
      opened.push(index);
    } else if (char === ')') {
      opened.pop();
    }
    if (depth < 0) {
      value = value.slice(0, index);
      break;
    }
  }
  // A bracket opened but not closed: the value was cut inside a remark ("Milo (Kater, Europ" of "Milo (Kater,
  // Europ. Kurzhaar)"), so the remark goes as a whole.
  const [unclosed] = depth > 0 ? opened : [];
  value = unclosed !== undefined && value.slice(0, unclosed).trim() ? value.slice(0, unclosed) : value;
  // "044 123 45 67 / Fax …" cut at the next label leaves its separator: "/" ends nothing.
  value = trimTrailing(value.replace(QUALIFYING_TAIL, ''), /[\s,;:/]/u);
  const numbered = fieldWords.some((word) => NUMBER_WORD.test(word)) ? null : TRAILING_NUMBER_REMARK.exec(value);
  value = numbered && /^\p{Lu}/u.test(numbered[2] ?? '') ? (numbered[1] ?? value) : value;
  // "Herr Jonas Weidemann, Telefon 0221 …": how to reach someone follows a name, and is no part of it.
  const reach = fieldWords.some((word) => CONTACT_WORD.test(word)) ? null : CONTACT_TAIL.exec(value);
  value = reach && reach.index > 0 ? value.slice(0, reach.index) : value;
  return placeWithoutDate(TRAILING_REMARK.exec(value)?.[1] ?? value, fieldWords);
}

// A word of a field's name that makes it a place (`pickup_location`, `from_station`, `abfahrtsort`'s "ort"): such a
// field's "Malaga Airport (AGP), 03/08/2026 11:00" gives the place, not when; a route's ends (unlabelled-values.ts).
export const PLACE_FIELD_WORD =
  /^(?:location|place|ort|station|bahnhof|airport|flughafen|city|stadt|venue|branch|filiale|stop|haltestelle|port|hafen)$/u;
function placeWithoutDate(value: string, fieldWords: string[]): string {
  const comma = value.lastIndexOf(', ');
  const date =
    comma > 0 && fieldWords.some((word) => PLACE_FIELD_WORD.test(word)) ? findDate(value.slice(comma + 2)) : null;
  return date && date.index === 0 && /^(?:\s|\d|[:.]|[ap]\.?m\.?|uhr)*$/iu.test(value.slice(comma + 2 + date.end))
    ? value.slice(0, comma)
    : value;
}
