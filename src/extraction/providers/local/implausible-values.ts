// The last look at a text value, whichever rule found it (a label, a guess, a sentence, the learned fallback):
// values no document writes for the field are left out, because a wrong value costs a user more than a missing one
// (it flows into their systems unnoticed). Across the development sets these recur: a piece of a sentence (", und
// Herrn …", "'s bank confirmed that …", "@example.com"), a date or a bare number where a name is asked for ("July
// 29, 2026", "3.1"), and a party's name running on into its address on the same line ("Prairie Seed Co., 18 Mill
// Road, Ames, IA 50010"), which is cut where the address starts.
import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf, nameBeforeAddress } from './address-parts.ts';
import { isIdentifierName, trimIdentifier } from './identifiers.ts';
import { partyRole } from './parties.ts';
import { CONTACT, PERSON_ROLE } from './sentence-people.ts';
import { namesMoney } from './value-kinds.ts';
import { NAME_LIKE } from './vocabulary.ts';
import { nameWords } from './words.ts';

// A value opening with a comma, a closing bracket, an "@", a genitive "'s" or a lone slash starts mid-sentence or
// mid-cell: the word before it was the value's start, and the rest is no value of its own.
const FRAGMENT = /^\s*(?:[,;)\]@]|['’]s\s|\/\s)/u;
// "[x]", "[ ]", "(X)", "☒": a check-box's mark alone is the next option's box, read after a label that was an option
// itself ("[ ] Shipper   [x] Receiver"); no text field holds a bare mark.
const BARE_MARK = /^\s*(?:[[(]\s*[xX✓✔✗•]?\s*[\])]|[☐☑☒✓✔✗])\s*$/u;
// "→ INV-2026-0377", "» 4471": a pointer in front of a value is no part of it; a bullet followed by more mask
// characters is the start of a masked number ("•••• •••• •••• 6310"), not a pointer.
const POINTER = /^\s*(?:[→➔►▸»]|•(?![•*·]))\s*/u;
// Party nouns the party words do not list (they name a role without saying whose side it is).
const PARTY_NOUN = /(?:shipper|payee|holder|owner|inhaber|eigentuemer|empfaenger|empfanger|absender|mieter)$/u;
// A field about a place or an address ("ship_to", "lieferanschrift", "pickup_location") holds a name and an address.
const PLACE = /^(?:to|an|address|adresse|anschrift|location|place|ort|standort|venue|site)$|anschrift$|adresse$/u;
// "MANAGED SERVICES AGREEMENT", "Mietvertrag über Wohnraum (Auszug)", "Versicherungsbestätigung": a document's title,
// its kind's word last (maybe before its number or a note in brackets), is nobody's name.
const TITLE =
  /(?:^|\s|\p{L})(?:vertrag|vereinbarung|bestätigung|bescheinigung|rechnung|bescheid|abrechnung|agreement|contract|confirmation|certificate|invoice|statement)(?:\s+über\s+[\p{L} ]+)?(?:\s+(?:no\.?\s*)?[\d-]+|\s*\([^)]*\))?$/iu;
// "Karl-Heine-Str. 88", "14 Carrow Road": a street with its number is an address, nobody's name.
const STREET_WORD = /(?:str\.|straße|strasse|weg|allee|platz|gasse|road|street|avenue|lane|drive)\s*\d+\s?\p{L}?$/iu;
const DWELLING = /^(?:wohnung|whg\.|apartment|apt\.|flat|suite|unit|etage|c\/o)\s+\S/iu;
const NUMBER_FIRST = /^\d+\p{L}?\s+\p{L}/u;
// "Dr. Anja Wolters (Tel. 05131 44 87 10).": how to reach the person, in brackets after the name, is no part of it.
const CONTACT_NOTE = /\s*\((?:tel|telefon|phone|mobil|mobile|fax|e-?mail)\b[^()]{0,60}\)\.?\s*$/iu;
// The last word of a field asking for a time, a day or an end of a span, and a value that is a sum of money alone.
const TIMED = /^(?:start|end|begin|beginn|ende|day|days|tag|wochentag|weekday|time|zeit|uhrzeit|week|woche)$/u;
const MONEY_ONLY = /^\s*(?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:[€$£]|EUR|GBP|USD|CHF))\s*$/u;
// A person a document is about or serves, not a role of staff: `schueler`, `patient`, `guest`, `teilnehmer`. Their
// field holds a name, never a figure alone ("Reisepreis pro Schüler | 365,00 €" is a price per pupil, no pupil).
const SERVED_PERSON =
  /^(?:schueler(?:in)?|student|pupil|child|patient(?:in)?|guest|gast|passenger|fahrgast|participant|teilnehmer(?:in)?|attendee|candidate|bewerber(?:in)?|employee|arbeitnehmer(?:in)?|versicherte[rn]?|insured|policyholder|versicherungsnehmer(?:in)?)$/u;
// "kosten_pro_teilnehmer", "anzahl_teilnehmer", "sum_insured": a person's word after "per", a count's or a sum's word
// names a figure about the people, not a person (review27: the price per pupil, a count and the sum insured were left out).
const ABOUT_PEOPLE = /^(?:per|pro|je|each|anzahl|number|count|zahl|max|min|maximum|minimum)$/u;
const aboutPeople = (words: string[]) =>
  words.slice(0, -1).some((word) => ABOUT_PEOPLE.test(word) || namesMoney([word]));
const MONTH_DATE =
  /^(?:\p{L}{2,9},?\s+)?(?:\d{1,2}\.?\s+\p{L}{3,9}\.?,?\s+\d{4}|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})$/u;

/** Whether a field asks for somebody's name (a party, a person, a company), not a place, an address or a number. */
export function asksForName(property: TSchemaProperty, parentName?: string): boolean {
  if (property.type !== 'string' || property.format) {
    return false;
  }
  const words = nameWords(property.name);
  const all = [...words, ...nameWords(parentName ?? '')];
  if (addressPartOf(all) !== null || all.some((word) => PLACE.test(word))) {
    // `lieferanschrift.name`: the name inside an address object is still a name.
    return words.length === 1 && NAME_LIKE.has(words[0] ?? '') && addressPartOf(words) === null;
  }
  const last = words.at(-1) ?? '';
  return NAME_LIKE.has(last) || PARTY_NOUN.test(last) || (words.length === 1 && partyRole(words) !== null);
}

/**
 * /^\S+@\S+\.\S+$/u without its backtracking (a word of 100,000 "a@" took minutes): no blank, and a full stop with
 * a character on each side after the first "@" that has a character before it.
 */
function isBareMailAddress(text: string): boolean {
  const at = text.indexOf('@', 1);
  return at >= 1 && !/\s/u.test(text) && text.lastIndexOf('.', text.length - 2) >= at + 2;
}

/** The value a text field may keep: `null` when no document writes such a value for it, else the value, trimmed. */
export function plausibleText(value: string, property: TSchemaProperty, parentName?: string): string | null {
  if (FRAGMENT.test(value) || BARE_MARK.test(value)) {
    return null;
  }
  const text = value.replace(POINTER, '');
  // "VN-2231-08 gespeichert" out of a sentence: an identifier ends where the sentence goes on, whoever found it.
  const identifier = property.type === 'string' && !property.format && isIdentifierName(nameWords(property.name));
  if (identifier && /\d/.test(text)) {
    return trimIdentifier(text);
  }
  // "Hire charge £210.00" for `hire_start`, "Price per delivery: £22.50" for `delivery_day`: a time's field holds no sum.
  if (
    property.type === 'string' &&
    !property.format &&
    TIMED.test(nameWords(property.name).at(-1) ?? '') &&
    MONEY_ONLY.test(text)
  ) {
    return null;
  }
  // "6" for `arzt`, "0" for `technician`, "Arzt-Nr. 771234501": a person in a role has a name of letters (a train's
  // `coach` "C" has one). A contact's value may be their phone ("Contact: 020 7946 0318"), an agent's their number, and
  // a train's coach is a number ("Coach: 7").
  const words = nameWords(property.name);
  const last = words.at(-1) ?? '';
  const figures = CONTACT.test(last) || last === 'agent' || last === 'coach';
  const person = (PERSON_ROLE.test(last) || SERVED_PERSON.test(last)) && !aboutPeople(words);
  const role = property.type === 'string' && !property.format && person && !figures;
  if (role && !/\p{L}/u.test(text)) {
    return null;
  }
  if (!asksForName(property, parentName)) {
    return text;
  }
  // A name has letters, is no date, no e-mail address and no document's title.
  const trimmed = text.trim();
  if (!/\p{L}/u.test(text) || MONTH_DATE.test(trimmed) || isBareMailAddress(trimmed) || TITLE.test(trimmed)) {
    return null;
  }
  // "Label every drone or model aircraft you're responsible for with your Operator ID.": a sentence, nobody's name.
  if (trimmed.split(/\s+/).length >= 9 && /[.!?]$/.test(trimmed)) {
    return null;
  }
  const name = withoutRoleNote(beforeAddress(text)).replace(CONTACT_NOTE, '');
  return STREET_WORD.test(name.trim()) || NUMBER_FIRST.test(name.trim()) ? null : name;
}

/**
 * A name without a note of its role or its holding in brackets after it: "Tobias Reichenbach (Schuldner)", "Daniel &
 * Ruth Okafor (JTWROS)". A country or a short code stays ("Acme (UK) Ltd", "Bosch (USA)").
 */
function withoutRoleNote(name: string): string {
  // Blanks before the bracket matched from their run's first blank only: from each blank of a long run `\s*` read
  // the run to its end (the same match: the leftmost start is the run's first blank either way).
  const note = /(?<!\s)\s*\((\p{L}+)\)\s*$/u.exec(name);
  const word = note?.[1] ?? '';
  const role = /^\p{Lu}{4,}$/u.test(word) || partyRole(nameWords(word)) !== null;
  return note && role && note.index > 0 ? name.slice(0, note.index) : name;
}

/** A name without the address after it: "Prairie Seed Co., 18 Mill Road, Ames, IA 50010" is "Prairie Seed Co.". */
function beforeAddress(text: string): string {
  // "Hotel Seeblick · Uferpromenade 3 · 88709 Meersburg": a letterhead's parts are apart by dots.
  // Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
  const joined = text.replace(/(?<!\s)\s+[·•|]\s+/gu, ', ');
  const segments = joined.split(/,\s+/);
  // "2200 County Rd 9": a segment opening with a house number starts an address too.
  // "Aylin Demir, Wohnung 3. OG links, Kastanienallee 27": a flat or a floor opens the address as well.
  const at = segments.findIndex(
    (segment, index) =>
      index > 0 && (NUMBER_FIRST.test(segment) || STREET_WORD.test(segment) || DWELLING.test(segment)),
  );
  const name = nameBeforeAddress(at > 0 ? segments.slice(0, at).join(', ') : joined);
  return name === joined ? text : name;
}

/** Walks the result's scalar text leaves (not array items) and leaves out or trims the implausible ones. */
export function withoutImplausible(
  schema: TOutputSchema,
  result: Record<string, unknown>,
  dropped: (path: string) => void,
  path = '',
  parentName?: string,
) {
  for (const property of schema) {
    const at = path ? `${path}.${property.name}` : property.name;
    const value = result[property.name];
    if (property.type === 'object' && value && typeof value === 'object') {
      withoutImplausible(property.properties, value as Record<string, unknown>, dropped, at, property.name);
    } else if (property.type === 'string' && typeof value === 'string') {
      const kept = plausibleText(value, property, parentName);
      // A required field left empty fails the whole result (validate-result.ts): there the value stays, as found.
      if ((kept === null || kept.trim() === '') && !property.required) {
        delete result[property.name];
        dropped(at);
      } else if (kept !== null && kept.trim() !== '') {
        result[property.name] = kept;
      }
    }
  }
}
