import { formItemNumber } from './form-items.ts';
import { ocrFold } from './label-keys.ts';
import type { TLine } from './lines.ts';

// Words that may come before a label in the same cell: "incl. VAT", "zzgl. MwSt", "Your reference".
const LEADING = new Set([
  'incl',
  'inkl',
  'including',
  'enth',
  'enthalten',
  'enthaltene',
  'enthaltener',
  'darin',
  'hierin',
  'inklusive',
  'included',
  'includes',
  'zzgl',
  'abzgl',
  'abzueglich',
  // "Less deposit paid", "minus Rabatt": a summary row's sign before its label.
  'less',
  'minus',
  'plus',
  'davon',
  'excl',
  'exkl',
  'your',
  // "You sent", "You saved": a receipt addressing its reader.
  'you',
  'ihr',
  'ihre',
  // "abzüglich Ihrer Vorauszahlungen", "zu Ihren Lasten".
  'ihrer',
  'ihren',
  'the',
  // "Gewählter Tarif", "Selected plan", "Vereinbarter Preis": the reader's choice or agreement named before its label.
  'selected',
  'chosen',
  'agreed',
  'gewaehlter',
  'gewaehlte',
  'gewaehltes',
  'gebuchter',
  'gebuchte',
  'gebuchtes',
  'vereinbarter',
  'vereinbarte',
  'vereinbartes',
  'die',
  'der',
  'das',
]);
// Endings of inflected forms, longest first: "Teillieferungen", "shipping", "received", "receives", "charges".
const ENDINGS: [RegExp, string][] = [
  [/ungen$/, 'ung'],
  [/ings?$/, ''],
  [/ie[sd]$/, 'y'],
  [/(?:ed|es|en|s|e|n)$/, ''],
];

/**
 * A word without its inflection, so that a label printed in another form of the field's word still names it:
 * "Shipping to" for `ship_to`, "Beneficiary receives" for `amount_received`, "Balancing charge" for `balance`,
 * "Teillieferungen" for `teillieferung`. Words under five letters stay as they are.
 */
export function stemOf(word: string): string {
  if (word.length < 5) {
    return word;
  }
  for (const [ending, replacement] of ENDINGS) {
    const stem = word.replace(ending, replacement);
    if (stem !== word) {
      return stem.length >= 3 ? stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1') : word;
    }
  }
  return word;
}

const sameStem = (a: string, b: string) => a === b || stemOf(a) === stemOf(b);

/**
 * How many tokens of the cell (from `from`) the candidate's label covers, written apart or together; 0 if none.
 * `inflected`: the label is the field's own name, which a user writes in any form, so other forms of its words
 * count too (a vocabulary label is listed in the forms documents print).
 */
export function coveredTokens(
  words: string[],
  keys: Set<string>,
  tokens: { word: string }[],
  from: number,
  inflected = false,
): number {
  if (words.every((word, i) => tokens[from + i]?.word === word)) {
    return words.length;
  }
  let joined = '';
  let asTotal = '';
  for (let count = 1; count <= 4 && from + count <= tokens.length; count++) {
    const word = tokens[from + count - 1]?.word ?? '';
    joined += word;
    // "Kosten insgesamt" is the "Kosten gesamt" of `gesamtkosten`: the adverb names the same sum as the prefix.
    asTotal += word === 'insgesamt' ? 'gesamt' : word;
    if (keys.has(joined) || keys.has(ocrFold(joined)) || (asTotal !== joined && keys.has(asTotal))) {
      return count;
    }
  }
  if (!inflected) {
    return genitiveCompound(keys, tokens, from) ? 3 : infixCompound(words, tokens[from]?.word ?? '') ? 1 : 0;
  }
  if (words.every((word, i) => sameStem(tokens[from + i]?.word ?? '', word))) {
    return words.length;
  }
  // A compound in another form: "Teillieferungen" for "teillieferung".
  const first = stemOf(tokens[from]?.word ?? '');
  if (first.length >= 6 && [...keys].some((key) => stemOf(key) === first)) {
    return 1;
  }
  if (genitiveCompound(keys, tokens, from)) {
    return 3;
  }
  return infixCompound(words, tokens[from]?.word ?? '') ? 1 : 0;
}

/**
 * A German compound written as a genitive phrase: "Datum der Lieferung" for "Lieferdatum", "Nummer des
 * Auftrags" for "Auftragsnummer", "Anzahl der Pakete" for "Paketanzahl" (the stem without its genitive
 * "s", plural "e"/"en" or "-ung"), and the English "Date of contravention".
 */
function genitiveCompound(keys: Set<string>, tokens: { word: string }[], from: number): boolean {
  const [head, article, owner] = [tokens[from]?.word, tokens[from + 1]?.word, tokens[from + 2]?.word];
  // English writes the same with "of": "Date of contravention" for `contravention_date`.
  if (head && owner && article === 'of' && owner.length >= 4) {
    return keys.has(owner + head);
  }
  if (!head || !owner || (article !== 'der' && article !== 'des') || owner.length < 4) {
    return false;
  }
  const stems = new Set([owner, owner.replace(/s$/, ''), owner.replace(/e[ns]?$/, ''), owner.replace(/ung$/, '')]);
  return [...stems].some((stem) => keys.has(stem + head) || keys.has(`${stem}s${head}`));
}

// Long labels are told apart well enough to allow one misread letter ("Rechnungsnunmer").
const FUZZY_MIN_LENGTH = 9;

/** Levenshtein distance, stopping early above 1: only "equal" or "one edit apart" matters here. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) {
    return false;
  }
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) {
      return false;
    }
    if (a.length > b.length) {
      i++;
    } else if (b.length > a.length) {
      j++;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

// "Submitter" and "Submitted" are one letter apart but different fields (who, and when): not a misread.
const AGENT_OR_DEED = /^(?:ed|er|or)$/;
const agentAndDeed = (a: string, b: string) =>
  a.length === b.length &&
  a.slice(0, -2) === b.slice(0, -2) &&
  AGENT_OR_DEED.test(a.slice(-2)) &&
  AGENT_OR_DEED.test(b.slice(-2));

/**
 * Like `coveredTokens` for text recognition's misreads: the cell's words, written together, one edit
 * away from a long key of the label. 0 if none.
 */
export function fuzzyCoveredTokens(keys: Set<string>, tokens: { word: string }[], from: number): number {
  let joined = '';
  for (let count = 1; count <= 3 && from + count <= tokens.length; count++) {
    const word = tokens[from + count - 1]?.word ?? '';
    // A short token after a label is more likely the value's start ("LS-11380") than a misread.
    if (word.length < 3) {
      return 0;
    }
    joined += word;
    const folded = ocrFold(joined);
    if (folded.length >= FUZZY_MIN_LENGTH) {
      for (const key of keys) {
        if (key.length >= FUZZY_MIN_LENGTH && withinOneEdit(folded, key) && !agentAndDeed(folded, key)) {
          return count;
        }
      }
    }
  }
  return 0;
}

/**
 * A German compound with a word between the label's first and last ("Versicherungs·schein·nummer" for
 * "versicherungs nummer"): one token that starts with the first word and ends with the last.
 */
function infixCompound(words: string[], token: string): boolean {
  const [first = '', last = ''] = [words[0], words[words.length - 1]];
  return (
    words.length === 2 &&
    first.length >= 4 &&
    last.length >= 4 &&
    token.length <= 32 &&
    token.length > first.length + last.length + 2 &&
    token.startsWith(first) &&
    token.endsWith(last)
  );
}

/** Words before the label in its cell: "incl.", and a rate before it ("zzgl. 19 % MwSt"). */
export function leadingTokens(line: TLine, cell: TLine['cells'][number]): number {
  // "A 19,00% MwSt": a till receipt's tax class letter before the rate.
  const taxClass =
    /^[A-D]$/.test(line.text.slice(cell.tokens[0]?.start, cell.tokens[0]?.end)) && cell.tokens.length > 2;
  // "16 Frachtführer (Name, Anschrift, Land)": the number of a form's box, in a form ruled into columns.
  const boxNumber =
    /^\d{1,2}$/.test(cell.tokens[0]?.word ?? '') &&
    /^\p{Lu}/u.test(line.text.slice(cell.tokens[1]?.start ?? 0)) &&
    /\|/.test(line.text);
  // "A00 Zoll | 6.240,00 | 4,7 % | 293,28", "B00 Import VAT": a customs tax type's code before its name on a rated line
  // (recognition reads "B00" as "BOO" as often).
  const taxType =
    /^[A-Z][\dO]{2}$/.test(line.text.slice(cell.tokens[0]?.start, cell.tokens[0]?.end)) &&
    cell.tokens.length > 1 &&
    line.text.includes('%');
  const numbered = formItemNumber(line, cell);
  let skip = numbered || (LEADING.has(cell.tokens[0]?.word ?? '') || taxClass || boxNumber || taxType ? 1 : 0);
  // "darin enthalten 19 % MwSt.": two such words.
  skip += skip === 1 && cell.tokens.length > 2 && LEADING.has(cell.tokens[1]?.word ?? '') ? 1 : 0;
  // "Ort und Datum: Zollikofen, 28.01.2026", "Place and date": the date's label after the place's.
  if (
    /^(?:und|and)$/.test(cell.tokens[skip + 1]?.word ?? '') &&
    /^(?:datum|date)$/.test(cell.tokens[skip + 2]?.word ?? '')
  ) {
    skip += 2;
  }
  const token = cell.tokens[skip];
  // Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
  const rate = token ? /^\s*(?:[.,]\d{1,2}\s*)?%/.exec(line.text.slice(token.end, cell.end)) : null;
  if (token && /^\d{1,2}$/.test(token.word) && rate) {
    // "19 %", "19,00%": the rate's tokens up to its sign.
    const sign = token.end + rate[0].length;
    skip += cell.tokens.slice(skip).filter((each) => each.end <= sign).length;
  }
  return skip;
}

// The qualifying part of a compound has three letters at least, the label's part five.
export const COMPOUND_HEAD = 3;
export const COMPOUND_LABEL = 5;

/** Whether a word is a compound ending in one of the label's keys ("Gesamtpreis" for "preis"). */
function compoundEndsWith(word: string, keys: Set<string>): boolean {
  // A key's linking "s" is dropped at a compound's end: "rechnungs" (of `rechnungs_nr`) in "Schlussrechnung".
  const ends = [...keys].flatMap((key) => [key, key.replace(/(?<=ung|heit|keit|ion)s$/, '')]);
  return ends.some(
    (key) => key.length >= COMPOUND_LABEL && word.length >= key.length + COMPOUND_HEAD && word.endsWith(key),
  );
}

/**
 * A field's own label after one qualifying word ("Total weight", "Credit amount"), or written together with it as
 * German does ("Paketgewicht" for `gewicht`; "Schlussrechnung SR-1187" for a document kind's number).
 */
export function qualifiedLabel(
  candidate: { words: string[]; keySet: Set<string>; ownName: boolean; idOnly?: boolean },
  tokens: { word: string }[],
): { covered: number; compound: boolean } | null {
  const covered =
    candidate.ownName && tokens.length > 1 ? coveredTokens(candidate.words, candidate.keySet, tokens, 1) : 0;
  if (covered > 0) {
    return { covered, compound: false };
  }
  const compound = (candidate.ownName || candidate.idOnly) && compoundEndsWith(tokens[0]?.word ?? '', candidate.keySet);
  return compound ? { covered: 1, compound: true } : null;
}
