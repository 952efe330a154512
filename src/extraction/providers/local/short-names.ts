import { ocrFold } from './label-keys.ts';
import { isKnownLabel } from './synonyms.ts';
import { STOPWORDS } from './vocabulary.ts';

// A field's name written short where the document writes the word out (session 20): `rg_nr` for "Rechnungsnummer",
// `min_pmt` for "Minimum payment", `pcn_no` for "Penalty Charge Notice No.", `fin` for "Fahrzeug-Ident.-Nr.". Measures
// on letters only, no list of abbreviations: name-affinity.ts weighs a printed label by them when no label of the
// field's vocabulary was found.

const VOWELS = /[aeiouäöüy]/u;
const LETTERS = /^\p{L}+$/u;
const KIND_TAIL = /(?:nummer|number|datum|date|betrag|amount|summe)$/u;

/**
 * A name's word is written short for a label's word: its start ("min" for "minimum", "inv" for "invoice"), or its
 * first letter and then consonants of it in order ("pmt" for "payment", "rg" for "rechnungsnummer"). A word the
 * vocabulary knows as a label of its own ("bank", "tag") is that word, not a short form of a longer one.
 */
export function nameWordShortFor(own: string, label: string): boolean {
  const short = ocrFold(own);
  const long = ocrFold(label);
  if (short.length < 2 || long.length < short.length + 3 || short[0] !== long[0] || !LETTERS.test(short)) {
    return false;
  }
  if (STOPWORDS.has(own) || isKnownLabel(own)) {
    return false;
  }
  // Five letters or more of a word's start are a part of a compound ("tarif" of "Tarifbezeichnung"), and a start
  // with a short rest is a word of its own ("pay" of "Payout"), not a short form.
  if (short.length >= 3 && short.length <= 4 && long.length >= short.length + 4 && long.startsWith(short)) {
    return true;
  }
  // Two consonants are short for a compound of a number or a date ("Rg." of "Rechnungsnummer", "Kd." of
  // "Kundennummer"), not for any word with those letters ("hs" is no "Herkunftsland").
  if (VOWELS.test(short.slice(1)) || (short.length === 2 && !KIND_TAIL.test(long))) {
    return false;
  }
  return lettersInOrder(short, long);
}

// An acronym of two to five letters; longer runs of initials are words.
const ACRONYM_LENGTH = { least: 2, most: 5 } as const;

/**
 * The label's words a name's word stands for by their initials ("pi" for "Principal Investigator", "dob" for "Date of
 * birth", "mprn" for "Meter Point Reference Number"): the indexes of the run of label words, or none. The run has as
 * many words as the acronym letters, each word starting with its letter.
 */
export function acronymRun(own: string, label: string[]): number[] {
  const length = own.length;
  if (length < ACRONYM_LENGTH.least || length > ACRONYM_LENGTH.most || !LETTERS.test(own) || STOPWORDS.has(own)) {
    return [];
  }
  for (let start = 0; start + length <= label.length; start++) {
    const run = label.slice(start, start + length);
    if (run.every((word, index) => word[0] === own[index]) && run.some((word) => word.length > 1)) {
      return run.map((_, index) => start + index);
    }
  }
  return [];
}

/** Every letter of `short` stands in `long` in the same order ("kst" in "kostenstelle"), others between them. */
export function lettersInOrder(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) {
    if (letter === short[at]) {
      at++;
    }
  }
  return at === short.length;
}
