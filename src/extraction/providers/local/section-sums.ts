import type { TCandidate } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { findDates } from './parse-date.ts';
import { readSentences } from './sentence-reader.ts';
import { labelWords } from './words.ts';

// A contract's numbered section names its sum in its heading, and the paragraph under it states the sum in other
// words: "§ 4 Mietsicherheit" / "Der Mieter leistet eine Sicherheit in Höhe von 2.670,00 €", "7. Deposit" / "The
// Tenant shall pay £1,200 on signing". The heading is the sum's label when the paragraph holds one sum alone.

// "§ 4 Mietsicherheit", "4. Deposit", "Section 7 Rent Deposit", "Art. 3 Kaution": a number, then words alone.
const NUMBERED_HEADING =
  /^\s*(?:(?:§|art\.?|article|artikel|section|clause|ziffer|ziff\.)\s*\d{1,2}[a-z]?\.?|\d{1,2}\.)\s+(\p{L}[\p{L} \-/]{2,40})$/iu;
// An amount said as money: a currency before or after it, or two decimals.
const MONEY =
  /(?:[$€£]\s?\d[\d.,]{0,14}\d|\d[\d.,]{0,14}[.,]\d{2}(?!\d)(?:\s?(?:€|EUR|Euro|£|\$))?|\d[\d.,]{0,14}\s?(?:€|EUR|Euro))/gu;
// How many lines a section's paragraph runs to before its sum is too far from its heading.
const PARAGRAPH_LINES = 4;

/** The one sum of the paragraph under a numbered heading that is one of the field's labels, or null. */
export function sumUnderSectionHeading(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = new Set(
    candidates.filter((candidate) => candidate.weight >= 3 && !candidate.idOnly).map((each) => each.words.join(' ')),
  );
  for (const [index, line] of lines.entries()) {
    const heading = NUMBERED_HEADING.exec(line.text)?.[1];
    if (!heading || !labels.has(labelWords(heading).join(' '))) {
      continue;
    }
    const sums: TValueSource[] = [];
    // The paragraph may stand a blank line or two under its heading ("7. Deposit", "", "Payable on signing: £1,200").
    let first = index + 1;
    while (first < index + 3 && first < lines.length && isBlank(lines[first] as TLine)) {
      first++;
    }
    for (const below of lines.slice(first, first + PARAGRAPH_LINES)) {
      if (isBlank(below) || NUMBERED_HEADING.test(below.text)) {
        break;
      }
      // "fällig bis zum 01.03.2026": a date's day and month look like two decimals ("01.03"), but name no sum.
      const dates = findDates(below.text);
      for (const money of below.text.matchAll(MONEY)) {
        const start = money.index ?? 0;
        if (dates.some((date) => start < date.end && start + money[0].length > date.index)) {
          continue;
        }
        sums.push({ text: money[0], line: below, quoteStart: start, quoteEnd: start + money[0].length });
      }
    }
    if (sums.length === 1) {
      return sums[0] ?? null;
    }
  }
  return null;
}

/** Values said in a sentence; a money field's sum under its section's heading when no sentence names it. */
export function readSentencesOrSection(
  lines: TLine[],
  candidates: TCandidate[],
  kind: Parameters<typeof readSentences>[2],
  taken: TValueSource[],
): TValueSource | null {
  return (
    readSentences(lines, candidates, kind, taken) ??
    (kind === 'money' || kind === 'number' ? sumUnderSectionHeading(lines, candidates) : null)
  );
}
