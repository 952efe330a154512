// Texts a sentence states without the field's label, and the one entry to the role readers (sentence-roles.ts for
// sums, sentence-role-dates.ts for dates and times): "für den Vertrag 4400127733" (`vertragsnummer`: the name's thing
// before its number), "departs Frankfurt … arrives in London Heathrow" (`departure_airport`, `arrival_airport`),
// "signed for by MORALES" (`signed_by`), "den Artikel „Wanderhose Herren, Größe 50“" (`artikel`: a quoted name).

import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TCandidate } from './candidates.ts';
import { sumByDescription } from './described-sums.ts';
import { numbersKeptUnder } from './kept-under.ts';
import { DESK } from './label-cells.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { sumForPeriod } from './period-sums.ts';
import { personBesideRole } from './role-beside-name.ts';
import { changedValue, rateInSentence } from './sentence-changes.ts';
import { clausesOf } from './sentence-clauses.ts';
import { attendanceInSentence, countInSentence } from './sentence-counts.ts';
import { payeeInSentence } from './sentence-payees.ts';
import { personInSentence } from './sentence-people.ts';
import { sentenceKind } from './sentence-reader.ts';
import { dateByRole } from './sentence-role-dates.ts';
import { heldByOther, sumInSentence } from './sentence-roles.ts';
import { timeByRole } from './sentence-times.ts';
import { unitPriceInSentence } from './sentence-unit-prices.ts';
import { identifierInSentence } from './sentence-values.ts';
import { codeUnderTitleCell } from './title-numbers.ts';
import { measureInUnit } from './unit-measures.ts';
import { namesMoney } from './value-kinds.ts';
import { nameWords, tokenize } from './words.ts';
import { namesYear, yearOfPeriod } from './year-fields.ts';

// A name's word for its number: "Vertrags|nummer", "tracking_number", "kunden_nr".
const NUMBER_TAIL = /^(\p{L}{4,}?)s?(?:nummer|number|nr|no|id|ref|reference)$/u;
const NUMBER_WORD = /^(?:nummer|number|nr|no|id|ref|reference)$/;

/** The thing a name numbers ("vertrag" of `vertragsnummer`, "sendung" of `sendung_nr`), or null. */
function numberedThing(words: string[]): string | null {
  if (words.length === 1) {
    return NUMBER_TAIL.exec(words[0] ?? '')?.[1] ?? null;
  }
  return words.length === 2 && NUMBER_WORD.test(words[1] ?? '') && (words[0]?.length ?? 0) >= 4
    ? (words[0] ?? null)
    : null;
}

// Things letters number under another name: a tracking number is the parcel's, a Sendungsnummer the Paket's.
const NUMBERED_AS: Record<string, string[]> = {
  tracking: ['parcel', 'package', 'shipment', 'consignment', 'sendung', 'paket'],
  sendung: ['paket', 'parcel', 'shipment', 'package'],
  paket: ['sendung', 'parcel', 'package'],
  parcel: ['package', 'shipment', 'consignment'],
  shipment: ['parcel', 'package', 'consignment'],
};
const REFERENCE_NAME = /^(?:\p{L}*(?:reference|referenz|nummer|number)|ref|nr|no|id|aktenzeichen)$/u;

/** The one number the document says a matter is kept under, for a field named as a number or reference; or null. */
function numberUnder(lines: TLine[], words: string[]): TValueSource | null {
  if (!REFERENCE_NAME.test(words.at(-1) ?? '')) {
    return null;
  }
  const [one, ...others] = numbersKeptUnder(lines);
  // Two numbers "under" something say nothing of which is this field's.
  return one && others.length === 0
    ? { text: one.text, line: one.line, quoteStart: one.quoteStart, quoteEnd: one.quoteEnd }
    : null;
}

const PLACE = /^(?:airport|flughafen|station|bahnhof|city|stadt|ort|port|hafen|place|origin|destination|ziel\p{L}*)$/u;
const FROM = /^(?:departure|abflug\p{L}*|abfahrt\p{L}*|origin|start\p{L}*|from|von|ab)$/u;
const TO = /^(?:arrival|ankunft\p{L}*|destination|ziel\p{L}*|to|nach)$/u;
const TRAVEL = /\b(?:depart|arriv|flight|flug|fliegt|train|zug|fährt|abfahrt|abflug|landet|lands)/iu;
const FROM_CUE = /\b(?:departs?|departing|leaves?|leaving|from|ab|von)\s+$/iu;
const TO_CUE = /\b(?:arrives?\s+(?:in|at)|arriving\s+(?:in|at)|lands?\s+(?:in|at)|to|nach|in)\s+$/iu;
const PLACE_NAME = /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,3}/u;
const NOT_A_PLACE =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/iu;

/** Where a journey the field names starts or ends: a capitalised place after "departs"/"from" or "arrives in". */
function placeByRole(lines: TLine[], words: string[]): TValueSource | null {
  const from = words.some((word) => FROM.test(word));
  const to = words.some((word) => TO.test(word));
  if (from === to || !words.some((word) => PLACE.test(word) || /^(?:origin|destination)$/.test(word))) {
    return null;
  }
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text.slice(clause.start, clause.end);
    for (const match of TRAVEL.test(text) ? text.matchAll(/\p{Lu}/gu) : []) {
      const name = PLACE_NAME.exec(text.slice(match.index))?.[0] ?? '';
      if (name && !NOT_A_PLACE.test(name) && (from ? FROM_CUE : TO_CUE).test(text.slice(0, match.index))) {
        const at = clause.start + match.index;
        return { text: name, line: clause.line, quoteStart: at, quoteEnd: at + name.length };
      }
    }
  }
  return null;
}

/** Who did what the field names: "signed for by MORALES", "genehmigt von Dr. Lang" for `signed_by`, `approved_by`. */
function personByRole(lines: TLine[], words: string[]): TValueSource | null {
  const [deed = '', by = ''] = words;
  if (words.length !== 2 || !/^(?:by|von|durch)$/.test(by) || deed.length < 4) {
    return null;
  }
  const stem = deed.slice(0, Math.max(4, deed.length - 2));
  const pattern = new RegExp(
    String.raw`\b${stem}\p{L}*\s+(?:for\s+)?(?:by|von|durch)\s+((?:Dr\.\s+)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})`,
    'iu',
  );
  for (const clause of clausesOf(lines)) {
    const text = clause.line.text.slice(clause.start, clause.end);
    const match = pattern.exec(text);
    const name = match?.[1]?.replace(/[.]$/, '');
    if (match && name && /^\p{Lu}/u.test(name)) {
      const at = clause.start + match.index + match[0].length - (match[1]?.length ?? 0);
      return { text: name, line: clause.line, quoteStart: at, quoteEnd: at + name.length };
    }
  }
  return null;
}

// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const QUOTED = /^\s*(?::\s*)?["„“'‚]([^"„“”'‘’]{2,80})["“”'‘’]/u;

/** A quoted name right after the field's word: "den Artikel „Wanderhose Herren, Größe 50“" for `artikel`. */
function quotedByRole(lines: TLine[], words: string[]): TValueSource | null {
  const word = words.length === 1 ? (words[0] ?? '') : '';
  for (const clause of word.length >= 4 ? clausesOf(lines) : []) {
    for (const token of tokenize(clause.line.text, clause.start, clause.end).filter((each) => each.word === word)) {
      const match = QUOTED.exec(clause.line.text.slice(token.end));
      if (match?.[1]) {
        const at = token.end + match[0].indexOf(match[1]);
        return { text: match[1], line: clause.line, quoteStart: at, quoteEnd: at + match[1].length };
      }
    }
  }
  return null;
}

// A product's name after its kind: "den Tarif Glasfaser 500.", "kostet Ihr Tarif Glasfaser 500 monatlich": capitalised
// words and numbers up to a word in lower case. A pronoun or article opens no name ("Tarif Ihrer Wahl").
const PRODUCT_NAME = /^\s+(\p{Lu}[\p{L}+&-]*(?:\s+(?:\p{Lu}[\p{L}+&-]*|\d+\p{L}*))*)(?=\s+\p{Ll}|\s*[.,;!]|\s*$)/u;
const NO_NAME = /^(?:Ihr\p{L}*|Sie|Wir|Der|Die|Das|Den|Dem|Des|Ein\p{L}*|Unser\p{L}*|The|Your|Our|This|That|It)$/u;

/** A named product after the field's word: "Tarif Glasfaser 500" for `tarif`; with a number or ending its clause. */
function nameAfterKind(lines: TLine[], words: string[]): TValueSource | null {
  const word = words.length === 1 ? (words[0] ?? '') : '';
  for (const clause of word.length >= 4 ? clausesOf(lines) : []) {
    const text = clause.line.text.slice(0, clause.end);
    for (const token of tokenize(clause.line.text, clause.start, clause.end).filter((each) => each.word === word)) {
      const name = PRODUCT_NAME.exec(text.slice(token.end))?.[1] ?? '';
      const first = name.split(/\s+/)[0] ?? '';
      const closed = /^\s*[.,;!]|^\s*$/.test(
        text.slice(token.end).slice(text.slice(token.end).indexOf(name) + name.length),
      );
      // "Customer Service Team" names a desk of the writer's, not a customer.
      if (name && !NO_NAME.test(first) && (/\d/.test(name) || closed) && !DESK.test(name)) {
        const at = token.end + text.slice(token.end).indexOf(name);
        return { text: name, line: clause.line, quoteStart: at, quoteEnd: at + name.length };
      }
    }
  }
  return null;
}

/**
 * A value a sentence gives the field by its role, without the field's label: a sum, a date, a time, a number of a
 * thing, a place, a person, a quoted name. `taken`: values other fields hold, not read again.
 */
export function valueByRole(
  lines: TLine[],
  property: TSchemaProperty,
  words: string[],
  taken: TValueSource[],
): TValueSource | null {
  if (property.type === 'number') {
    // A change's pair first: its frame says which sum is old and which new, which a sum's own naming does not.
    return (
      changedValue(lines, words, taken) ??
      sumInSentence(lines, words, taken) ??
      (namesMoney(words) ? sumForPeriod(lines, words, taken) : null) ??
      rateInSentence(lines, words, taken) ??
      unitPriceInSentence(lines, words, taken) ??
      countInSentence(lines, words, taken) ??
      measureInUnit(lines, nameWords(property.name), taken) ??
      attendanceInSentence(lines, words, taken) ??
      (property.description ? sumByDescription(lines, words, property.description, taken) : null)
    );
  }
  if (property.type !== 'string') {
    return null;
  }
  if (property.format === 'date') {
    return dateByRole(lines, words, taken);
  }
  const thing = numberedThing(words);
  const things = thing ? [thing, ...(NUMBERED_AS[thing] ?? [])] : [];
  const numbered = thing
    ? identifierInSentence(
        lines,
        things.map((each) => ({ words: [each] }) as TCandidate),
      )
    : null;
  // A text field holding a year (`veranlagungsjahr`, `tax_year`): the period's year of the title or a sentence.
  const found =
    (namesYear(words) ? yearOfPeriod(lines) : null) ??
    numbered ??
    (thing ? codeUnderTitleCell(lines, thing) : null) ??
    numberUnder(lines, words) ??
    timeByRole(lines, words) ??
    placeByRole(lines, words) ??
    personByRole(lines, words) ??
    personBesideRole(lines, words) ??
    personInSentence(lines, property, words) ??
    payeeInSentence(lines, words) ??
    quotedByRole(lines, words) ??
    (sentenceKind(property, words) === 'code' ? nameAfterKind(lines, words) : null);
  const free = found && !heldByOther(found.line, found.quoteStart, found.quoteEnd, taken);
  return free ? found : null;
}
