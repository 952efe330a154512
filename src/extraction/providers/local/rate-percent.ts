// A rate field (`vat_rate`, `mwst_satz`, `discount_percent`) whose own label the document never prints: the percentage
// beside its thing's label ("MWST 8.1 %", "zzgl. 20 % USt.", "VAT @ 20%", "Rabatt 5 %"). Invoices, receipts and
// contracts print a rate so, inside the line of its amount. One rate only: "MwSt 7 % … MwSt 19 %" leaves it open,
// which of them the field means the document does not say. Read as a guess, after every label and position.
import { candidatesFor } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { RATE_WORDS } from './vocabulary.ts';
import { type TToken, tokenize } from './words.ts';

// A percentage: "8.1 %", "20%", "7,5 %"; not a part of a longer number.
const PERCENT = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/gu;
// Characters between the thing's label and its percentage: "MWST 8.1 %", "VAT @ 20%", "20 % USt.".
const NEAR = 6;

/** The one percentage the document prints beside a label of the rate field's thing, or null. */
export function ratePercentOfThing(lines: TLine[], words: string[]): TValueSource | null {
  const thing = words.filter((word) => !RATE_WORDS.has(word));
  if (thing.length === 0 || thing.length === words.length) {
    return null;
  }
  const labels = new Set(
    candidatesFor({ name: thing.join('_') })
      .filter((candidate) => candidate.words.length === 1)
      .map((candidate) => candidate.words[0]),
  );
  let found: TValueSource | null = null;
  for (const line of lines) {
    if (line.header || !line.text.includes('%')) {
      continue;
    }
    const tokens = tokenize(line.text).filter((token) => labels.has(token.word));
    // Labels and percentages both in the line's order: only the labels near each percentage are looked at (each label
    // against each percentage of a long line was quadratic in it).
    let near = 0;
    for (const percent of tokens.length > 0 ? line.text.matchAll(PERCENT) : []) {
      const end = percent.index + percent[0].length;
      while (near < tokens.length && (tokens[near] as TToken).end < percent.index - NEAR) {
        near++;
      }
      let beside = false;
      for (let at = near; at < tokens.length && (tokens[at] as TToken).start <= end + NEAR; at++) {
        const token = tokens[at] as TToken;
        beside ||=
          (token.end <= percent.index && percent.index - token.end <= NEAR) ||
          (token.start >= end && token.start - end <= NEAR);
      }
      if (!beside) {
        continue;
      }
      if (
        found &&
        Number.parseFloat(found.text.replace(',', '.')) !== Number.parseFloat(percent[0].replace(',', '.'))
      ) {
        return null;
      }
      found ??= { text: percent[0], line, quoteStart: percent.index, quoteEnd: end };
    }
  }
  return found;
}
