import type { TCandidate } from './candidates.ts';

// Letter trigrams shared by a label and a field's name (session 20): a measure that carries over to field names and
// labels nobody listed, whatever their language and however they are written together or apart ("kundennr" and
// "Kunden-Nr.", "invoice_no" and "Invoice number", "rechnungsdatum" and "Datum der Rechnung"). Words, not
// meanings: it only adds to what learned-similarity.ts's stems, compounds and edit distance already say.

// Labels and names are short; a longer one is cut, so that a hostile line costs no more than a plain one.
const MAX_LETTERS = 60;

/** The letter trigrams of some words written together, each word padded by a blank so short words count too. */
export function trigramsOf(words: readonly string[]): Set<string> {
  const text = ` ${words.join(' ')} `.slice(0, MAX_LETTERS + 2);
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= text.length; index++) {
    grams.add(text.slice(index, index + 3));
  }
  return grams;
}

/** Dice's coefficient of two sets of trigrams (0: none shared, 1: the same). */
export function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) {
    return 0;
  }
  let shared = 0;
  for (const gram of a) {
    shared += b.has(gram) ? 1 : 0;
  }
  return (2 * shared) / (a.size + b.size);
}

/** A field's trigrams, computed once: its own name's (with its parent's) and each strong candidate label's. */
export type TFieldGrams = { name: Set<string>; labels: Set<string>[] };

export const fieldGrams = (ownWords: readonly string[], candidates: readonly TCandidate[]): TFieldGrams => ({
  name: trigramsOf(ownWords),
  labels: candidates.filter((each) => each.weight >= 3).map((each) => trigramsOf(each.words)),
});

/** The label's trigram overlap with the field's name, and the best with any of its strong candidate labels. */
export function gramOverlap(field: TFieldGrams, label: Set<string>): { name: number; best: number } {
  const name = dice(field.name, label);
  return { name, best: Math.max(name, ...field.labels.map((each) => dice(each, label))) };
}
