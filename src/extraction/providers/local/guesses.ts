import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf } from './address-parts.ts';
import { candidatesFor, qualifierOf, type TCandidate } from './candidates.ts';
import { CARRIER_FIELD, CARRIERS } from './carriers.ts';
import { checkedBox, mentionedFlag, statedFlag } from './checkboxes.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import {
  GENERIC_DATE,
  namesOwnDate,
  namesTitledKindDate,
  placeDateLine,
  placeOfSigning,
  titledKindDate,
} from './document-date.ts';
import { lineDates } from './document-parts.ts';
import { footerThing, footerValue } from './footer-values.ts';
import { grossRow } from './gross-rows.ts';
import { isIdentifierName, namesNumberOf } from './identifiers.ts';
import { journeyTime, namesOtherTime } from './journey-times.ts';
import { nameOfKind } from './kind-names.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { mailFirm } from './mail-firm.ts';
import { isMail, letterSignedCompany } from './mail-parts.ts';
import { labelledOtherwise, onlyDate } from './only-date.ts';
import { overruledOwnDate } from './own-date-guess.ts';
import { findDate } from './parse-date.ts';
import { partyRole } from './parties.ts';
import { partyGuess } from './party-guess.ts';
import { amountInUnit, loneAmount, pricePerUnit, quantityInUnit } from './per-unit-values.ts';
import { greetedReader, greetingPart } from './salutation.ts';
import { guessSelfEvident, SELF_EVIDENT } from './self-evident.ts';
import { dateInSentence, dateOfThingInSentence } from './sentence-dates.ts';
import { flagInSentence } from './sentence-flags.ts';
import { dateInRange } from './sentence-role-dates.ts';
import {
  amountAfterNamePhrase,
  identifierInSentence,
  maskedCardDigits,
  ordinalOfThing,
  termBeforeThing,
  totalInSentence,
} from './sentence-values.ts';
import { guessShaped, shapeOf } from './shaped-values.ts';
import { taxIncludedFlag } from './tax-flags.ts';
import { thingDeadline } from './thing-deadlines.ts';
import { bareNumberUnderTitle } from './title-numbers.ts';
import { namesMoney } from './value-kinds.ts';
import { PAYMENT_BRANDS } from './vocabulary.ts';
import { foldWord, nameWords } from './words.ts';
import { namesYear, yearInTitle } from './year-fields.ts';

export const TIME_WORDS = new Set(['time', 'uhrzeit', 'zeit']);
// A field for the document's currency, named in English or German: `currency`, `waehrung`, `devise`.
const CURRENCY_NAME = /^(?:currency|waehrung|wahrung|devise)$/;
const CURRENCIES: [RegExp, string][] = [
  [/€|\bEUR\b/, 'EUR'],
  [/\$|\bUSD\b/, 'USD'],
  [/£|\bGBP\b/, 'GBP'],
  [/\bCHF\b/, 'CHF'],
];

// How a receipt or invoice was paid, named without a label ("Mastercard ****7781", "Paid by Direct Debit").
export const PAYMENT_FIELD =
  /^(?:payment(?: method| type| means)?|paid (?:with|by)|method|tender|card(?: type| brand)?|zahlart|zahlungsart|zahlungsmittel|zahlweise|bezahlt mit)$/;
// Written as printed: "EC-Karte", "V PAY", "SEPA-Lastschrift".
const MEANS = PAYMENT_BRANDS.map((brand) => brand.replace(/ /g, '[\\s-]?'));
const PAYMENT_MEANS = new RegExp(`\\b(?:${MEANS.join('|')})\\b`, 'i');
// A payment means counts where it opens a cell or follows a word of paying: "We accept Visa" names none.
const PAID_CONTEXT = /(?:paid|pay|charged|bezahlt|gezahlt|zahlung|payment|via|per|mit)\s+(?:by\s+|with\s+|to\s+)?$/i;

/** A carrier named anywhere in the body; a payment means at the start of a cell or after a word of paying. */
function guessNamed(lines: TLine[], pattern: RegExp, inContext = false): TValueSource | null {
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const match = pattern.exec(line.text);
    const opensCell = match && line.cells.some((cell) => cell.start === match.index);
    if (match && (!inContext || opensCell || PAID_CONTEXT.test(line.text.slice(0, match.index)))) {
      return { text: match[0], line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
    }
  }
  return null;
}

/** The currency of a document without a currency label: the first currency sign or code in its body. */
function guessCurrency(lines: TLine[]): TValueSource | null {
  for (const line of lines.filter((candidate) => !candidate.header)) {
    for (const [pattern, code] of CURRENCIES) {
      const match = pattern.exec(line.text);
      if (match) {
        return { text: code, line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
      }
    }
  }
  return null;
}

// "Additional driver  none", "Nothing is overdue on this account": a word for none negates too.
const NEGATION =
  /\b(not|nicht|noch nicht|kein|keine|keinerlei|none|nothing|nichts|never|nie|off|disabled|inactive|deaktiviert|outstanding|offen|open|unpaid|unbezahlt|ausstehend)\b/i;

const sameWord = (label: string, word: string) =>
  label === word ||
  (Math.min(label.length, word.length) >= 4 &&
    Math.abs(label.length - word.length) <= 2 &&
    (label.startsWith(word) || word.startsWith(label)));

/** A count written before its label: "2 nights", "1 Paket", "3 x Pakete". */
function countBeforeLabel(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = candidates
    .filter((candidate) => candidate.words.length === 1)
    .map((candidate) => candidate.words[0] ?? '');
  for (const line of lines.filter((candidate) => !candidate.header)) {
    // "§ 4 Mietsicherheit", "Section 3 Fees": a clause's number is no count.
    for (const match of line.text.matchAll(
      /(?<![\d.,]|(?:§|Art\.|Section|Clause|Ziffer)\s*)(\d+(?:[.,]\d+)?)\s*(?:x\s*)?(\p{L}+)/gu,
    )) {
      const word = foldWord(match[2] ?? '');
      // "12. Februar 2026 Übernachtung": the year of a date is no count. The line's dates are read once: each count
      // reading the text before it for a date made a line of 4,000 counts quadratic (30,000 characters: 15 s).
      const end = match.index + (match[1]?.length ?? 0);
      if (labels.some((label) => sameWord(label, word)) && !lineDates(line).some((date) => date.end === end)) {
        return { text: match[1] ?? '', line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
      }
    }
    // "Übernachtung (5x)", "Nights x 3": the count after its label, marked by "x".
    // A word starts after no letter (or after the "3x" of a count before it): tried from inside a long word, and a
    // bracket's blanks in two parts, the pattern was quadratic in the word's letters and in a run of blanks.
    const after = /(?:(?<!\p{L})|(?<=\d\s*x))(\p{L}+)\s*(?:\(\s*)?(?:x\s*(\d+)|(\d+)\s*x)\s*\)?(?![\d.,])/giu;
    for (const match of line.text.matchAll(after)) {
      const word = foldWord(match[1] ?? '');
      if (labels.some((label) => sameWord(label, word))) {
        return {
          text: match[2] ?? match[3] ?? '',
          line,
          quoteStart: match.index,
          quoteEnd: match.index + match[0].length,
        };
      }
    }
  }
  return null;
}

/** "Dear Mr Schmidt," for `salutation` or `patient_last_name`: the part of the greeting a field about the reader asks. */
export function addressedPart(lines: TLine[], words: string[], parentName?: string): TValueSource | null {
  return greetingPart(lines, words, (rest) => {
    const all = [...nameWords(parentName ?? ''), ...rest];
    return all.length === 0 || partyRole(all, lines) === 'recipient';
  });
}

// An issuer's name after every other reading: the company that signs a letter or message. (A recipient from a partial
// greeting, "Hi Tom,", was left out in session 16: on unseen documents it turned four missing values wrong.)
export function partyAtLastResort(
  property: TSchemaProperty,
  lines: TLine[],
  words: string[],
  parentName?: string,
): TValueSource | null {
  if (property.type !== 'string' || property.format || namesNumberOf(words) || addressPartOf(words)) {
    return null;
  }
  const role = partyRole(nameWords(parentName ?? ''), lines) ?? partyRole(words, lines);
  // "Dear Mr Okafor," for `customer` or `kundin`: the reader a mail's greeting names (a mail has no address window),
  // for a field of the party's word alone (`client_name`, `teilnehmer_name` are asked in full, which it does not give).
  if (role === 'recipient') {
    return words.length === 1 && isMail(lines) ? greetedReader(lines) : null;
  }
  return role === 'issuer' ? letterSignedCompany(lines) : role === null ? mailFirm(lines, words) : null;
}

/** Values without a label: a party from the letterhead or address block, a lone date or time from the body. */
export function guessLeaf(
  property: TSchemaProperty,
  lines: TLine[],
  words: string[],
  parentName?: string,
  foundDates: TLeafValue[] = [],
) {
  const candidates = candidatesFor({ name: property.name, parentName });
  if (property.type === 'number') {
    const named = nameWords(property.name);
    // "$0.00 shipping promo" counts nothing: a count before its label is no money field's value.
    return (
      (namesYear(named) ? yearInTitle(lines) : null) ??
      (namesMoney(words) ? null : countBeforeLabel(lines, candidates)) ??
      amountInUnit(lines, words) ??
      // `consumption_kwh` is more than its unit: "Average daily use: 19.7 kWh" is that label's ("476 km" a `kilometer`).
      [pricePerUnit(lines, named), quantityInUnit(lines, named)].find(
        (each) => each && !labelledOtherwise(each, named),
      ) ??
      ordinalOfThing(lines, words) ??
      (termBeforeThing(lines, named) || amountAfterNamePhrase(lines, named)) ??
      totalInSentence(lines, words) ??
      grossRow(lines, words) ??
      loneAmount(lines, words)
    );
  }
  if (property.type === 'boolean') {
    const flag =
      checkedBox(lines, candidates) ?? statedFlag(lines, candidates, NEGATION) ?? taxIncludedFlag(lines, words);
    return flag ?? mentionedFlag(lines, words, NEGATION) ?? flagInSentence(lines, property, words);
  }
  // A register number, register court, bank or managing director from a footer block (footer-values.ts); a party's
  // such field that the document does not print is left empty, never filled with the party's name.
  const footer =
    property.type === 'string' && !property.format && !(footerThing(words) === 'bank' && partyRole(words, lines))
      ? footerValue(lines, words, nameWords(parentName ?? ''))
      : undefined;
  if (footer || (footer === null && parentName)) {
    return footer;
  }
  // An IBAN, a BIC, an e-mail or web address, a telephone or VAT number says what it is, also a party's
  // (`empfaenger_iban`, `supplier_email`): its shape before the party's blocks.
  if (shapeOf(property) || (property.type === 'string' && !property.format && words.some((w) => w in SELF_EVIDENT))) {
    return shapeOf(property) ? guessShaped(property, lines, parentName) : guessSelfEvident(lines, words);
  }
  const party = partyGuess(property, lines, words, parentName);
  if (party !== undefined) {
    return party;
  }
  const kindName = property.type === 'string' && !property.format ? nameOfKind(lines, words) : null;
  const signedAt = property.type === 'string' && !property.format ? placeOfSigning(lines, words) : null;
  if (kindName || signedAt) {
    return kindName ?? signedAt;
  }
  if (property.type === 'string' && qualifierOf(property.name).qualifier.lastDigits) {
    return maskedCardDigits(lines);
  }
  if (property.type === 'string' && CURRENCY_NAME.test(words.join(' '))) {
    return guessCurrency(lines);
  }
  if (property.type === 'string' && !property.format && words.some((word) => CARRIER_FIELD.has(word))) {
    // "We ship with UPS or FedEx": a line naming two carriers lists them, it names none of this shipment.
    return guessNamed(
      lines.filter((line) => new Set(line.text.match(new RegExp(CARRIERS, 'g'))).size < 2),
      CARRIERS,
    );
  }
  if (property.type === 'string' && !property.format && PAYMENT_FIELD.test(words.join(' '))) {
    return guessNamed(lines, PAYMENT_MEANS, true);
  }
  if (property.type === 'string' && !property.format && isIdentifierName(words)) {
    return (
      bareNumberUnderTitle(lines, words) ??
      identifierInSentence(lines, candidatesFor({ name: property.name, parentName }))
    );
  }
  // A plain text field named "time" holds a time of day like one of format "time".
  const timeOfDay =
    property.type === 'string' && !property.format && words.length === 1 && TIME_WORDS.has(words[0] ?? '');
  if (timeOfDay) {
    const asTime = { type: 'string', format: 'time' } as const;
    // "Open daily 07:00 - 22:00": opening hours are no time of the document's event.
    const timed = (line: TLine) =>
      !line.header && !namesOtherTime(line, words) && coerceValue(asTime, line.text) !== null;
    const line = lines.find(timed);
    const time = line ? coerceValue(asTime, line.text) : null;
    return line && typeof time === 'string' ? { text: time, line, quoteStart: 0, quoteEnd: line.text.length } : null;
  }
  const journey = property.type === 'string' && property.format === 'time' ? journeyTime(lines, words) : null;
  if (journey) {
    return journey;
  }
  const stated =
    property.type === 'string' && property.format === 'date'
      ? (dateInSentence(lines, words) ??
        dateOfThingInSentence(lines, words) ??
        thingDeadline(lines, words) ??
        dateInRange(lines, words) ??
        titledKindDate(words, lines))
      : null;
  if (stated) {
    return stated;
  }
  const findable = property.type === 'string' && (property.format === 'email' || property.format === 'uri');
  // The document's own date ("invoice_date") without a label: its first date, as in "Kassel, 9. April 2026".
  const generic =
    namesOwnDate(words) ||
    words.every((word) => GENERIC_DATE.has(word)) ||
    (property.type === 'string' && property.format === 'date' && namesTitledKindDate(words, lines));
  if (findable || (property.type === 'string' && property.format && generic)) {
    const placed = property.format === 'date' ? placeDateLine(lines) : null;
    if (placed) {
      return placed;
    }
    const line = lines.find((candidate) => !candidate.header && coerceValue(property, candidate.text) !== null);
    return line ? { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length } : null;
  }
  const deadline = words.some((word) => DEADLINE_WORDS.test(word));
  const only = property.type === 'string' && property.format === 'date' && !deadline ? onlyDate(lines, words) : null;
  // The date another field's label already claimed ("Ausführung am 02.03.2026") is that field's, not this one's.
  return only && !foundDates.includes(findDate(only.text)?.iso ?? '') && !overruledOwnDate(lines, words, only)
    ? only
    : null;
}

// Dates a document states apart from the day it records: a deadline, an end, a birthday.
const DEADLINE_WORDS =
  /^(?:due|faellig|fällig|bis|until|end|ende|expiry|expires|valid|gueltig|gültig|birth|geburt\w*|deadline|frist)$/;
