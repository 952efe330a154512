import { isKnownLabel } from './synonyms.ts';
import { STOPWORDS, WORDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

// Other wordings of a field's label that candidates.ts weighs: its words translated one by one, phrases of its
// description, the known label a German compound ends in, and a "per" name as printed ("Preis/l").

/** Word-by-word translations of a multi-word phrase, at most 16. */
export function translations(words: string[]): string[][] {
  if (words.length < 2) {
    return [];
  }
  let combos: string[][] = [[]];
  for (const word of words) {
    const options = [word, ...(WORDS[word] ?? [])];
    combos = combos.flatMap((combo) => options.map((option) => [...combo, option])).slice(0, 16);
  }
  // German puts the qualifier last as often as first: "Betrag netto", "Summe brutto", "IBAN Empfänger"
  // for `empfaenger_iban`.
  const reversed = words.length === 2 ? combos.map((combo) => [...combo].reverse()) : [];
  return [...combos.slice(1), ...reversed];
}

/** Phrases of up to four words from a description, not starting or ending with a stop word. */
export function descriptionPhrases(description: string): string[][] {
  const words = labelWords(description);
  const phrases: string[][] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= 4 && start + length <= words.length; length++) {
      const phrase = words.slice(start, start + length);
      const [first = '', last = ''] = [phrase[0], phrase[phrase.length - 1]];
      if (!STOPWORDS.has(first) && !STOPWORDS.has(last) && !/^\d+$/.test(first) && first.length > 1) {
        phrases.push(phrase);
      }
    }
  }
  return phrases;
}

// Heads that say nothing without what they are of: "Datum" is any date, "Nummer" any number.
const GENERIC_HEADS = new Set(['datum', 'tag', 'nummer', 'nr', 'name', 'zeit']);

/** The longest known label a long German compound ends in, after a first part of four letters at least. */
export function compoundHeads(word: string): string[] {
  const starts = Array.from({ length: Math.max(0, word.length - 8) }, (_, index) => index + 4);
  const at = starts.find((start) => isKnownLabel(word.slice(start)) && !GENERIC_HEADS.has(word.slice(start)));
  return at === undefined ? [] : [word.slice(at)];
}

export const PER = new Set(['pro', 'per', 'je']);
// Units a "per" name is printed with: `preis_pro_liter` is labelled "Preis/l", `rate_per_hour` "Rate/h".
const UNIT_SHORT: Record<string, string> = {
  liter: 'l',
  litre: 'l',
  stunde: 'h',
  hour: 'h',
  stueck: 'stk',
  kilogramm: 'kg',
  kilo: 'kg',
  kilowattstunde: 'kwh',
  kilometer: 'km',
  minute: 'min',
};

/** `preis_pro_liter` → "preis l" (as in "Preis/l") and "preis liter" ("Price/litre"); none when the name has no "per". */
export function perUnitLabels(words: string[]): string[][] {
  const at = words.findIndex((word, index) => index > 0 && PER.has(word));
  const unit = words[at + 1];
  const head = words.slice(0, at);
  // "Preis je 100 l", "price per litre": a document's own word for "per" in either language.
  return at > 0 && unit && at + 2 === words.length
    ? [
        [...head, UNIT_SHORT[unit] ?? unit],
        [...head, unit],
        ...[...PER].filter((per) => per !== words[at]).map((per) => [...head, per, unit]),
      ]
    : [];
}
