// Whether a value a sentence reader finds is one another field already holds (sentence-reader.ts).
import type { TValueSource } from './label-match.ts';

/**
 * Whether a value read overlaps one another field holds. A value read beside its label in running text quotes the
 * label's whole cell ("Die Kaltmiete beträgt 780 €, dazu kommen 190 € Nebenkosten …"): only its own first clause
 * there is held, so the sentence's other sums stay free.
 */
export function overlaps(read: TValueSource, taken: TValueSource): boolean {
  if (read.line !== taken.line) {
    return false;
  }
  const own = taken.text.split(/[,;]/)[0]?.trim() ?? '';
  const at = own === '' ? -1 : taken.line.text.slice(taken.quoteStart, taken.quoteEnd).indexOf(own);
  const [start, end] =
    at > 0 ? [taken.quoteStart + at, taken.quoteStart + at + own.length] : [taken.quoteStart, taken.quoteEnd];
  return read.quoteStart < end && start < read.quoteEnd;
}
