import type { TCandidate } from './candidates.ts';
import type { TToken } from './words.ts';

// Where a field's labels stand inside a sentence (sentence-reader.ts): their words in order, each maybe inflected.

// Two words are one where one is the other inflected: "ordered" and "order", "delivered" and "delivery".
export function sameStem(token: string, word: string): boolean {
  if (token === word) {
    return true;
  }
  let common = 0;
  while (common < Math.min(token.length, word.length) && token[common] === word[common]) {
    common++;
  }
  return common >= 4 && common >= word.length - 1 && token.length - common <= 4;
}

export type TLabelAt = { start: number; end: number; weight: number };

/**
 * Where a candidate's words stand in a sentence's tokens, in order, at most two other words between them.
 * `keysOnly`: candidates found only as written, never inflected ("beträgt" is no "Betrag").
 */
export function labelsIn(
  tokens: TToken[],
  candidates: TCandidate[],
  keysOnly: (candidate: TCandidate) => boolean = () => false,
): TLabelAt[] {
  const found: TLabelAt[] = [];
  for (const candidate of candidates) {
    const { words, keys, weight } = candidate;
    const inflected = !keysOnly(candidate);
    // Once per candidate, not per word of the sentence: a long paragraph has thousands.
    const keySet = new Set(keys);
    const later = words.slice(1);
    for (let first = 0; first < tokens.length; first++) {
      const token = tokens[first];
      if (!token) {
        continue;
      }
      // "Wir überweisen Ihnen insgesamt 2.000,04 €": the adverb is the sum's "gesamt" (label-words.ts reads it so too).
      if (keySet.has(token.word) || (token.word === 'insgesamt' && keySet.has('gesamt'))) {
        found.push({ start: token.start, end: token.end, weight });
        continue;
      }
      let at = first;
      let matched = inflected && sameStem(token.word, words[0] ?? '');
      for (const word of later) {
        const next = tokens.slice(at + 1, at + 4).findIndex((each) => sameStem(each.word, word));
        matched &&= next >= 0;
        at += next + 1;
      }
      const last = tokens[at];
      if (matched && last) {
        found.push({ start: token.start, end: last.end, weight });
      }
    }
  }
  return found;
}
