import { parentCandidates } from './candidates.ts';
import { confidenceOf } from './confidence.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { datesIn } from './qualified.ts';
import { labelWords, nameWords } from './words.ts';

// Words that name a span of time: `coverage_period`, `versicherungszeitraum`; "Policy year", "Betreuungsjahr".
const PERIOD_WORD =
  /^(?:period|periode|\p{L}*zeitraum|laufzeit|term|dauer|year|\p{L}*jahr|season|saison|semester|gueltigkeit|validity)$/u;
// Two dates joined as a range: "1 April 2025 – 31 March 2026", "01.08.2025 bis 31.07.2026".
const BETWEEN_DATES = /^\s*(?:[-–—]|bis|to|until|through|thru)\s*$/iu;
const MAX_LABEL_WORDS = 4;

/**
 * One end of a range under the parent's label: `billing_period.start` out of the line "Billing period: 01.01.–31.03.2026".
 * `bothEnds`: a field not asking for a date (`hinfahrt.von`, a place) takes one only from a range of two dates, not
 * from "Hinfahrt am 12.05.2026".
 */
export function rangeEnd(lines: TLine[], parentName: string, part: 0 | 1, bothEnds = false) {
  for (const match of findLabelMatches(lines, parentCandidates(parentName))) {
    const source = match.value ?? (match.standalone ? valueBelow(lines, match.lineIndex) : null);
    const dates = source ? datesIn(source.text) : [];
    const date = !bothEnds || dates.length >= 2 ? dates[part] : undefined;
    if (source && date) {
      return { source, value: date, confidence: confidenceOf(match.how, source, match.exact) - 0.05 };
    }
  }
  return rangeUnderPeriodLabel(lines, parentName, part);
}

/**
 * A period's end when no label of the period's own name stands in the text: the one range of two dates whose label
 * names a span of time in other words ("Accounting year: 1 April 2025 – 31 March 2026" for `period`). Two such
 * ranges leave it open: which one is the period's, only their labels would tell.
 */
function rangeUnderPeriodLabel(lines: TLine[], owner: string, part: 0 | 1) {
  if (!nameWords(owner).some((word) => PERIOD_WORD.test(word))) {
    return null;
  }
  const ranges = lines.flatMap((line): { source: TValueSource; dates: string[] }[] => {
    const first = /\d/.exec(line.text);
    const label = first && !line.header ? labelWords(line.text.slice(0, first.index)) : [];
    const rest = first ? line.text.slice(first.index) : '';
    const dates = datesIn(rest);
    if (label.length === 0 || label.length > MAX_LABEL_WORDS || !PERIOD_WORD.test(label.at(-1) ?? '')) {
      return [];
    }
    return dates.length === 2 && joinedAsRange(rest)
      ? [{ source: { text: rest.trim(), line, quoteStart: 0, quoteEnd: line.text.length }, dates }]
      : [];
  });
  const [only] = ranges;
  return ranges.length === 1 && only
    ? {
        source: only.source,
        value: only.dates[part] as string,
        confidence: confidenceOf('beside', only.source, false) - 0.1,
      }
    : null;
}

/** Whether the text holds two dates with only a range's dash or word between them. */
function joinedAsRange(text: string): boolean {
  const dateEnd = /(?:\d{4}|\d{1,2}\.\d{1,2}\.\d{2})(?=\D|$)/gu;
  const ends = [...text.matchAll(dateEnd)];
  const [first] = ends;
  if (!first) {
    return false;
  }
  const after = text.slice((first.index ?? 0) + first[0].length);
  const next = /\d/.exec(after);
  return next !== null && BETWEEN_DATES.test(after.slice(0, next.index).replace(/^[,\s]+/, ' '));
}
