import type { TCandidate } from './candidates.ts';
import { keysOf, ocrFold } from './label-keys.ts';
import { STOPWORDS } from './vocabulary.ts';

// How much a document's label says a field's words: generic measures over words (no list of particular words),
// the features of the learned fallback (learned-features.ts).

/** Two words alike: equal, equal after OCR folding, or one a stem of the other ("lieferung" / "liefer"). */
export function sameStem(a: string, b: string): boolean {
  if (a === b || ocrFold(a) === ocrFold(b)) {
    return true;
  }
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  return shorter.length >= 4 && longer.startsWith(shorter) && longer.length - shorter.length <= 3;
}

/** Levenshtein distance of two strings or word lists, for OCR'd and misspelt labels; short ones only (quadratic). */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export const fuzzy = (a: string, b: string) =>
  a.length === 0 || b.length === 0 ? 0 : 1 - editDistance(a, b) / Math.max(a.length, b.length);

const content = (words: string[]) => words.filter((word) => !STOPWORDS.has(word));

/** Share of `wanted`'s content words that `given` has (by stem). */
export function cover(wanted: string[], given: string[]): number {
  const words = content(wanted);
  return words.length === 0
    ? 0
    : words.filter((word) => given.some((other) => sameStem(word, other))).length / words.length;
}

/** Share of the content words of `wanted` found inside a word of `given` written together ("ort" in "abfahrtsort"). */
function compoundCover(wanted: string[], given: string[]): number {
  const words = content(wanted).filter((word) => word.length >= 3);
  const joined = given.join('');
  return words.length === 0 ? 0 : words.filter((word) => joined.includes(word)).length / words.length;
}

export type TSimilarity = {
  /** The label is a candidate label as a whole (words or keys), times the candidate's weight (0–1). */
  exact: number;
  /** Best share of a candidate's words the label has, times the candidate's weight. */
  cover: number;
  /** Share of the label's words the best-covering candidate explains. */
  explained: number;
  /** Best parts-of-compound cover, either way. */
  compound: number;
  /** Best edit similarity of label and candidate written together. */
  fuzzy: number;
};

const MAX_WEIGHT = 6;

// "Ihr Termin", "Your appointment", "Unsere Rechnung": whose the thing is, said before a label that names it.
const OWNER = /^(?:ihr|ihre|ihren|ihrem|ihrer|your|our|unser|unsere|unseren|unserem|unserer|my|mein|meine)$/u;

/**
 * The label without the owner word it opens with, unless a candidate names an owner (`your_reference` tells "Your
 * reference" from "Our reference"): "Ihr Termin" is the label "Termin" of `termin_datum`.
 */
function withoutOwner(label: string[], candidates: TCandidate[]): string[] {
  const owned = candidates.some((candidate) => candidate.words.some((word) => OWNER.test(word)));
  return !owned && label.length > 1 && OWNER.test(label[0] ?? '') ? label.slice(1) : label;
}

/** How well a label (its words) matches a field's candidate labels. */
export function similarity(written: string[], candidates: TCandidate[]): TSimilarity {
  const label = withoutOwner(written, candidates);
  const labelKeys = new Set(keysOf(label));
  const joined = label.join('');
  const result: TSimilarity = { exact: 0, cover: 0, explained: 0, compound: 0, fuzzy: 0 };
  for (const candidate of candidates) {
    const weight = candidate.weight / MAX_WEIGHT;
    if (candidate.keys.some((key) => labelKeys.has(key))) {
      result.exact = Math.max(result.exact, weight);
    }
    const covered = cover(candidate.words, label);
    if (covered * weight > result.cover) {
      result.cover = covered * weight;
      result.explained = cover(label, candidate.words);
    }
    const compound = Math.max(compoundCover(candidate.words, label), compoundCover(label, candidate.words));
    result.compound = Math.max(result.compound, compound * weight);
    if (candidate.weight >= 3) {
      result.fuzzy = Math.max(result.fuzzy, fuzzy(joined, candidate.words.join('')));
    }
  }
  return result;
}

/** One number for ranking a label among a schema's fields (which field "claims" a label). */
export const matchScore = (similar: TSimilarity) =>
  Math.max(similar.exact, similar.cover * (0.5 + 0.5 * similar.explained), 0.8 * similar.compound);
