import { parentCandidates } from './candidates.ts';
import { confidenceOf } from './confidence.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import type { TLine } from './lines.ts';
import { datesIn } from './qualified.ts';

/** One end of a range under the parent's label: `billing_period.start` out of the line "Billing period: 01.01.–31.03.2026". */
export function rangeEnd(lines: TLine[], parentName: string, part: 0 | 1) {
  for (const match of findLabelMatches(lines, parentCandidates(parentName))) {
    const source = match.value ?? (match.standalone ? valueBelow(lines, match.lineIndex) : null);
    const date = source ? datesIn(source.text)[part] : undefined;
    if (source && date) {
      return { source, value: date, confidence: confidenceOf(match.how, source, match.exact) - 0.05 };
    }
  }
  return null;
}
