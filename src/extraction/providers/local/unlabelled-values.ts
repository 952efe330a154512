// Values a ticket, voucher, card or short letter prints with NO label, known by their shape and by being the only one
// of their kind in the document (read after every label, sentence and header reading: they replace no value read
// before): the one sum of money for a field naming a price or an amount, the one time of day for a field naming a
// time, and the two sides of a route "Berlin Hbf → München Hbf" for a field naming where a journey starts or ends.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { cardPerson } from './card-persons.ts';
import { entryExitTime } from './entry-exit-times.ts';
import { isIdentifierName, PLACE_FIELD_WORD } from './identifiers.ts';
import { namesOtherTime } from './journey-times.ts';
import type { TValueSource } from './label-match.ts';
import type { TFoundLeaf } from './leaf-context.ts';
import type { TLine } from './lines.ts';
import { labelledOtherwise } from './only-date.ts';
import { findDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { findTime } from './parse-values.ts';
import { eventTitle, titleType } from './title-types.ts';
import { topReference } from './top-reference.ts';
import { foldWord } from './words.ts';

// A number field naming the price or amount of the thing the document is about: `price`, `voucher_value`, `betrag`,
// `ticketpreis`, `amount_paid`; not a part of a sum (`tax`, `deposit`, `fee`, `discount`), which a document states
// beside others, each under its label.
// "Summe: 69,99 €", "Total paid: £45.50": the document's one sum under its total's label is what was paid, a price.
const TOTAL_LABEL = /^(?:total|summe|gesamt|gesamtbetrag|gesamtsumme|endbetrag)$/u;
const PRICE_WORD = /^(?:price|amount|cost|costs|value|fare|total|paid|betrag|wert|kosten|summe|\p{L}{0,20}preis)$/u;
// A compound whose last part is a sum's word, its head (a joining "s" dropped) at least three letters.
const COMPOUND_SUM = /^(\p{L}{3,20}?)s?(?:betrag|summe|kosten)$/u;
const TAKEN = /^(?:charged|debited|billed|collected|taken|abgebucht|berechnet|belastet|eingezogen)$/u;
// Words of a part of a sum or another payment than the thing's price (`deposit_paid`, `late_fee_amount`,
// `balance_remaining`): a document's one sum is not theirs unless the document names that part.
const PART_WORD =
  /^(?:deposit|kaution|anzahlung|fee|fees|gebuehr|gebuehren|tax|steuer|vat|mwst|ust|discount|rabatt|tip|trinkgeld|fine|penalty|refund|erstattung|shipping|versand|porto|balance|saldo|remaining|outstanding|offen|rest|due|late|missed|extra|surcharge|zuschlag|credit|gutschrift)$/;

// A sum as printed with its currency, before or after the number ("£45.50", "89,00 €", "EUR 1.250,00"); bounded
// groups of thousands (a long run of them is read in steps, never retried from each digit).
const CURRENCY_AMOUNT =
  /(?:[€£$]|\b(?:EUR|GBP|USD|CHF)\b)\s?\d{1,3}(?:[.,' ]\d{3}){0,4}(?:[.,]\d{1,2})?(?![\d.,]?\d)|(?<![\d.,])\d{1,3}(?:[.,' ]\d{3}){0,4}(?:[.,]\d{1,2})?\s?(?:[€£$]|(?:EUR|GBP|USD|CHF)\b)/gu;
// A number printed as money without a currency ("2,49", "1.250,00"): another sum the document states.
const BARE_AMOUNT = /(?<![\d.,])\d{1,7}[.,]\d{2}(?![\d.,])/gu;

/**
 * The one sum of money a document prints, for a field naming its price or amount: a concert ticket's "£45.50", a
 * voucher's "50,00 €", a letter's "beträgt sie 215,00 €". Only where the document states no other sum (no second
 * amount with or without a currency), the sum follows no label of other words ("Kaution: 500 €"), and no field found
 * before holds it.
 */
export function onlyAmount(lines: TLine[], words: string[], found: TFoundLeaf[]): TValueSource | null {
  // `deposit_amount` on a deposit certificate: a part's word the document itself names ("the deposit below") makes
  // its one sum that part's; `deposit_paid` beside "charged at £30" for missed appointments stays empty.
  const unnamed = (word: string) => !lines.some((line) => foldWord(line.text).includes(word));
  // `abbuchungsbetrag`, `angebotssumme`: a German compound ends in the sum's word; its head may name a part of a sum
  // (`restbetrag`, `versandkosten`), which counts as a word of the name.
  const compound = COMPOUND_SUM.exec(words.at(-1) ?? '');
  const named = compound?.[1] ? [...words, compound[1]] : words;
  // `amount_charged`, `betrag_abgebucht`: the sum's word, then the participle of taking it ("we have charged EUR 84.20").
  const taken = words.length === 2 && PRICE_WORD.test(words[0] ?? '') && TAKEN.test(words[1] ?? '');
  if (
    !(PRICE_WORD.test(words.at(-1) ?? '') || compound || taken) ||
    named.some((word) => PART_WORD.test(word) && unnamed(word))
  ) {
    return null;
  }
  let source: TValueSource | null = null;
  let value: number | null = null;
  for (const line of lines.filter((candidate) => !candidate.header && /\d/.test(candidate.text))) {
    for (const match of line.text.matchAll(CURRENCY_AMOUNT)) {
      // The same sum printed again is not read again.
      const amount: number | null = match[0] === source?.text ? value : parseNumber(match[0]);
      if (amount === null || (value !== null && amount !== value)) {
        return null;
      }
      value = amount;
      source ??= { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
    }
    // The sums read above blanked out: one scan of the rest of the line for another sum without a currency.
    let same = '';
    for (const bare of line.text.replace(CURRENCY_AMOUNT, ' ').matchAll(BARE_AMOUNT)) {
      if (bare[0] !== same && parseNumber(bare[0]) !== value) {
        return null;
      }
      same = bare[0];
    }
  }
  if (
    !source ||
    value === null ||
    value <= 0 ||
    labelledOtherwise(source, words, TOTAL_LABEL) ||
    !ownSum(source, words)
  ) {
    return null;
  }
  return found.some((leaf) => leaf.value === value) ? null : source;
}

// A verb that charges the sum: "berechnen wir pauschal 4.380,00 €", "we will charge £95".
const CHARGING = /^(?:berechnen|berechnet|kostet|pauschal|charge|charged|charges|charging)$/u;

/**
 * Whether a document's one sum stands as the field's: alone in its cell or line ("£45.50", "Wert | 50,00 €"), or in a
 * sentence after a word of the field ("The cost … is £12.50", "beträgt sie 215,00 €"); never after a label on its line
 * ("Previous monthly price: £36.00", "Hotline: …, EUR 0,14/min"), never a rate ("0,14/min"), never a sum a sentence
 * gives another noun ("Your deposit of €200.00", "a discount of 10.00 EUR").
 */
function ownSum(source: TValueSource, words: string[]): boolean {
  const { text } = source.line;
  const before = text.slice(Math.max(0, source.quoteStart - 80), source.quoteStart);
  const after = text.slice(source.quoteEnd, source.quoteEnd + 12);
  const label = /(?:^|\s)(\p{L}+)\s*:\s*$/u.exec(before)?.[1];
  if (label && TOTAL_LABEL.test(foldWord(label))) {
    return true;
  }
  if (/\p{L}\s*:/u.test(before) || /^\s*\/\s*\p{L}/u.test(after)) {
    return false;
  }
  const cell = source.line.cells.find((each) => each.start <= source.quoteStart && each.end >= source.quoteEnd);
  const cellText = cell ? text.slice(cell.start, cell.end).trim() : '';
  if (!/\p{L}{2}/u.test(before) || cellText === source.text.trim()) {
    return true;
  }
  const stems = words.filter((word) => word.length >= 4).map((word) => word.slice(0, 5));
  // German's verb closes the clause: "haben wir 59,00 € von Ihrem Konto abgebucht".
  const clause = text.slice(source.quoteEnd, source.quoteEnd + 60).split(/[.;!?]/u)[0] ?? '';
  const wordsOf = (part: string) => foldWord(part).split(/[^\p{L}]+/u);
  const said = (word: string) =>
    PRICE_WORD.test(word) || CHARGING.test(word) || TAKEN.test(word) || stems.some((stem) => word.startsWith(stem));
  return wordsOf(before).some(said) || wordsOf(clause).some((word) => TAKEN.test(word));
}

// A string field naming a time of day: `start_time`, `appointment_time`, `uhrzeit`, `beginn_zeit`; a ticket's
// `beginn` or `anfang` alone (the start of its event).
const TIME_WORD = /^(?:time|uhrzeit|zeit|\p{L}{2,20}zeit|beginn|anfang)$/u;

/**
 * The one time of day a document prints, for a field naming a time: an appointment card's "10:15", a concert's
 * "20:00 Uhr" beside "Einlass ab 18:30 Uhr". Two different times say nothing on their own (entry and exit); a time
 * after words of another kind of time ("Einlass 18:30", "Boarding 07:25") is no candidate.
 */
export function onlyTime(lines: TLine[], words: string[]): TValueSource | null {
  if (!TIME_WORD.test(words.at(-1) ?? '')) {
    return null;
  }
  let source: TValueSource | null = null;
  let text = '';
  for (const line of lines.filter((candidate) => !candidate.header && /\d[:.]\d/.test(candidate.text))) {
    // "Einlass ab 18:30 Uhr": a line whose words name another kind of time (doors, boarding, opening hours) is left
    // out; its words are read once per line (not again for each time of a long line).
    if (namesOtherTime(line, words)) {
      continue;
    }
    for (let time = findTime(line.text); time; time = findTime(line.text, time.end)) {
      const printed = `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
      if (source && printed !== text) {
        return null;
      }
      // "Check-out until 11:00": a time after words is a label's (the label readers' or the learned reader's).
      if (labelledTime(line.text, time.end)) {
        continue;
      }
      source ??= { text: printed, line, quoteStart: 0, quoteEnd: line.text.length };
      text = printed;
    }
  }
  return source;
}

/** Whether words stand before the time ending at `end`, back to the digit before it ("um", "at", "ab" aside). */
function labelledTime(text: string, end: number): boolean {
  const head = text.slice(Math.max(0, end - 40), end).replace(/[\d:.]+\s*(?:uhr|h|[ap]\.?m\.?)?\s*$/iu, '');
  const words = head.split(/\d/).at(-1) ?? '';
  return /\p{L}{2}/u.test(words.replace(/\b(?:um|at|ab|gegen|from)\b/giu, ''));
}

// The first word of a field naming where a journey starts or ends: `from_station`, `origin`, `abfahrtsort`,
// `destination`, `to_station`, `zielbahnhof`.
const START = /^(?:from|origin|von|start|startort|abfahrtsort|abfahrtsbahnhof|startbahnhof|abgangsort)$/;
const END = /^(?:to|destination|ziel|zielort|zielbahnhof|nach|bestimmungsort|ankunftsort)$/;
// A route's arrow, alone in its cell or between the two places; text recognition reads "→" as an em dash "—".
const ARROW = /\s(?:→|->|⇒|➔|—>|—)\s/u;
const ARROW_CELL = /^(?:→|->|⇒|➔|—>|—)$/u;
// One side of a route: a place's name, one to five words of letters (no digits, no address, no mail).
// An airport's code in brackets after it stays ("Bristol (BRS)", as the ticket names it).
const PLACE = /^\p{Lu}[\p{L}'’.-]*(?:[ /]\p{L}[\p{L}'’.-]*){0,4}(?: \(\p{Lu}{3}\))?$/u;
// "departure_airport", "arrival_station": a journey's end named by its event, with a place word after it.
const START_EVENT = /^(?:departure|abflug|abfahrt)$/;
const END_EVENT = /^(?:arrival|ankunft)$/;
// An airport's code after its city ("Frankfurt FRA"): the code is no part of the place's name.
const AIRPORT_CODE = / \p{Lu}{3}$/u;

const place = (side: string) => {
  const text = side.trim().replace(/\s+/g, ' ');
  const name = AIRPORT_CODE.test(text) && /\p{Ll}/u.test(text) ? text.slice(0, -4) : text;
  return text.length <= 60 && PLACE.test(name) ? name : null;
};

/**
 * A ticket's route printed without a label, "Berlin Hbf → München Hbf" (or as three cells, the arrow in the middle
 * one): the place before the arrow for a field naming the journey's start, the one after it for its end. Only where
 * the document prints one such route.
 */
export function routeEnd(lines: TLine[], words: string[]): TValueSource | null {
  const [first = '', ...rest] = words;
  const placed = rest.length > 0;
  const side =
    START.test(first) || (placed && START_EVENT.test(first))
      ? 0
      : END.test(first) || (placed && END_EVENT.test(first))
        ? 1
        : -1;
  // Words after the first keep the field a place: `from_station`, `origin_airport`, `destination_city`.
  if (side < 0 || !rest.every((word) => PLACE_FIELD_WORD.test(word))) {
    return null;
  }
  let found: TValueSource | null = null;
  for (const line of lines.filter((candidate) => !candidate.header && candidate.text.length <= 200)) {
    const cells = line.cells.map((cell) => line.text.slice(cell.start, cell.end).trim());
    const arrowCell = cells.findIndex((cell) => ARROW_CELL.test(cell));
    const parts = arrowCell > 0 ? [cells[arrowCell - 1] ?? '', cells[arrowCell + 1] ?? ''] : line.text.split(ARROW);
    if (parts.length < 2) {
      continue;
    }
    const name = parts.length === 2 ? place(parts[side] ?? '') : null;
    if (found || !name || !place(parts[1 - side] ?? '')) {
      return null;
    }
    const start = line.text.indexOf(name);
    found = { text: name, line, quoteStart: Math.max(start, 0), quoteEnd: Math.max(start, 0) + name.length };
  }
  return found;
}

/**
 * A price, a time of day, a route's end, a code, a document's title as its type or a person on a card that no label
 * names, by its field's kind (extract-leaf.ts).
 */
export function unlabelled(
  property: TSchemaProperty,
  lines: TLine[],
  words: string[],
  found: TFoundLeaf[],
): TValueSource | null {
  if (property.type === 'number') {
    return onlyAmount(lines, words, found);
  }
  if (property.type !== 'string' || (property.format && property.format !== 'time')) {
    return null;
  }
  if (property.format) {
    return entryExitTime(lines, words) ?? onlyTime(lines, words);
  }
  return (
    routeEnd(lines, words) ??
    entryExitTime(lines, words) ??
    onlyTime(lines, words) ??
    loneCode(lines, words, found) ??
    topReference(lines, words, found) ??
    titleType(lines, words) ??
    eventTitle(lines, words) ??
    cardPerson(lines, words)
  );
}

// An identifier field of the things a ticket, voucher, pass or parcel label carries as their one code:
// `ticket_number`, `voucher_code`, `booking_code`, `tracking_number`, `sendungsnummer`, `gutscheincode`.
const CODE_THING = /^(?:ticket|voucher|gutschein|coupon|booking|buchung|tracking|sendung|parcel|paket|barcode|karten)/;
// A code alone on its line: capitals and digits, with single hyphens, slashes or dots, 6 to 30 characters, one digit
// at least ("TM-8830-1147-26", "X7KQ2M", "00418872"); or groups of digits ("72118 40551"), not a phone's leading 0 or +.
const LONE_CODE = /^(?=[^\d]{0,29}\d)[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){5,29}$|^[1-9]\d{2,5}(?: \d{3,6}){1,3}$/;

/**
 * The one code a ticket, voucher or parcel label prints alone on a line, for its ticket, voucher, booking or tracking
 * number: only where the document prints one such line, the code stands nowhere else in the text (where a label
 * would name it another thing's) and no field found before holds it.
 */
export function loneCode(lines: TLine[], words: string[], found: TFoundLeaf[]): TValueSource | null {
  const named = isIdentifierName(words) || /^(?:code|\p{L}{3,}code|reference|ref|referenz)$/u.test(words.at(-1) ?? '');
  if (!named || !words.some((word) => CODE_THING.test(word))) {
    return null;
  }
  let source: TValueSource | null = null;
  for (const line of lines) {
    const text = line.header || line.text.length > 40 ? '' : line.text.trim();
    if (!LONE_CODE.test(text) || findDate(text) || /^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(text)) {
      continue;
    }
    if (source && source.text !== text) {
      return null;
    }
    const start = line.text.indexOf(text);
    source ??= { text, line, quoteStart: start, quoteEnd: start + text.length };
  }
  const code = source?.text ?? '';
  const elsewhere = lines.some((line) => line !== source?.line && line.text.includes(code));
  return source && !elsewhere && !found.some((leaf) => leaf.value === code) ? source : null;
}
