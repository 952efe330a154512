import { PREFIX_ACRONYMS } from './vocabulary.ts';
import type { TToken } from './words.ts';

// Labels printed with words cut short ("Req. delivery", "Rg.-Nr.", "Abf."), kept apart from label-words.ts (the
// label's words as written) because abbreviations follow rules of their own.

/**
 * A label with words cut short and marked by a full stop ("Req. delivery", "Est. delivery", "Inv. date", "Rg.-Nr.",
 * "Kd.-Nr.", "Abf."): each written word is the label's word or, followed by ".", its abbreviation (see
 * `abbreviates`), or a German compound's first part written as its two capitals before a hyphen ("HK-Vorauszahlung"
 * for "Heizkosten Vorauszahlung", PREFIX_ACRONYMS). Two words at least, or one cut to three letters of its start ("Abf.", "Dep."), so that a lone
 * short abbreviation ("Est.") names nothing. The number of tokens covered, or 0.
 */
export function abbreviatedTokens(words: string[], tokens: TToken[], from: number, text: string): number {
  const acronym = acronymTokens(words, tokens, from, text);
  if (acronym > 0) {
    return acronym;
  }
  if (from + words.length > tokens.length) {
    return 0;
  }
  if (initials(words, tokens.slice(from, from + words.length), text)) {
    return words.length;
  }
  let cut = 0;
  for (const [index, word] of words.entries()) {
    const token = tokens[from + index] as TToken;
    if (token.word === word) {
      continue;
    }
    const prefix = PREFIX_ACRONYMS[token.word] === word && text[token.end] === '-';
    if (!prefix && (!abbreviates(token.word, word) || text[token.end] !== '.')) {
      return 0;
    }
    cut++;
  }
  return cut > 0 && (words.length > 1 || singleCut(words[0] ?? '', tokens[from] as TToken, text)) ? words.length : 0;
}

// A single word cut short is a simple word ("Abfahrt", "departure"): a compound's start says too little of it,
// unless the cut keeps most of it (payslips print "Krankenvers.", "Steuerkl.", statements "Wertst.": six letters and
// half the word at least, so "Rechn." names no `rechnungsnummer`) or its first part and more ("Zahlungsbed." for
// "Zahlungsbedingungen", "Lieferbed.", "Gesamtbetr.").
const SIMPLE_WORD = 10;
const LONG_CUT = 6;
const COMPOUND_CUT = 7;
const COMPOUND_REST = 3;

/** "Abf.: 10:42", "Dep. 10:42": the start of a simple word, three letters at least, ending the label. */
function singleCut(word: string, token: TToken, text: string): boolean {
  const kept =
    word.length <= SIMPLE_WORD ||
    (token.word.length >= LONG_CUT && 2 * token.word.length >= word.length) ||
    (token.word.length >= COMPOUND_CUT && word.length - token.word.length >= COMPOUND_REST);
  return (
    token.word.length >= 3 && kept && word.startsWith(token.word) && /^\.\s*(?::|\d|$)/.test(text.slice(token.end))
  );
}

const MAX_INITIALS = 4;

/**
 * "N.W.", "G.W.", "D.O.B.": a label of two to four words written as their capital initials, each with its full stop,
 * as trade documents print net and gross weight.
 */
function initials(words: string[], tokens: TToken[], text: string): boolean {
  return (
    words.length >= 2 &&
    words.length <= MAX_INITIALS &&
    tokens.length === words.length &&
    tokens.every(
      (token, index) =>
        token.end - token.start === 1 &&
        token.word === words[index]?.[0] &&
        /\p{Lu}/u.test(text[token.start] ?? '') &&
        text[token.end] === '.',
    )
  );
}

const NUMBER_WORD = /^(?:number|no|nr|nummer)$/;

/** Whether a token is printed as an acronym: three to five capitals ("VRM", "UTR", "PCN"). */
export const isAcronym = (token: TToken, text: string) => /^\p{Lu}{3,5}$/u.test(text.slice(token.start, token.end));

/**
 * "VRM" (vehicle registration mark), "UTR" (unique taxpayer reference), "DAN", "PCN No" (penalty charge notice
 * number): a word of three to five capitals that spells the initials of the label's three words or more; a last word
 * "number" may be left out or written after it ("PCN No"). The number of tokens covered, or 0.
 */
function acronymTokens(words: string[], tokens: TToken[], from: number, text: string): number {
  const token = tokens[from];
  if (!token || words.length < 3 || !isAcronym(token, text)) {
    return 0;
  }
  const spelled = words.map((word) => word[0]).join('');
  if (spelled === token.word) {
    return 1;
  }
  if (!NUMBER_WORD.test(words.at(-1) ?? '') || spelled.slice(0, -1) !== token.word) {
    return 0;
  }
  return NUMBER_WORD.test(tokens[from + 1]?.word ?? '') ? 2 : 1;
}

/**
 * Whether a short written word abbreviates a word: its first letters ("Req." for "requested"), or, as German
 * shortens compounds' parts, its first letter and others of it in order ("Rg." for "Rechnung", "Kd." for "Kunden",
 * "Whg." for "Wohnung") in a simple word. Two letters at least, fewer than the word.
 */
export function abbreviates(short: string, word: string): boolean {
  if (short.length < 2 || short.length >= word.length || short[0] !== word[0] || /\d/.test(short)) {
    return false;
  }
  // Letters picked from a long compound name anything ("Art." from "Auftragsbestätigung"): only its start counts.
  if (word.length > SIMPLE_WORD) {
    return word.startsWith(short);
  }
  let at = 0;
  for (const letter of short) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return true;
}
