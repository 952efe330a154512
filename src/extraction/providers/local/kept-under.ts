// "recorded under reference GX-552018", "unter der Vorgangsnummer 4471-B": the numbers a letter says a matter is kept
// under. One such number is the matter's; two ("your claim under reference CL-1001 and your complaint under reference
// CP-2002") say nothing of which is a field's, whatever label words stand before the "under".
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { clausesOf } from './sentence-clauses.ts';

const UNDER_NUMBER =
  /\b(?:under|unter)\s+(?:the\s+|der\s+|dem\s+|your\s+|ihrer\s+)?(?:\p{L}*(?:reference|referenz|nummer|number|zeichen)|ref\.?)\s+(?:no\.?\s+|nr\.?\s+)?([\p{L}\p{N}][\p{L}\p{N}\-/._]*\d[\p{L}\p{N}\-/._]*[\p{L}\p{N}])/giu;

/** A number kept "under"; `nounStart`: where the words after "under" (and its article) start on the value's line. */
type TKeptUnder = TValueSource & { nounStart: number };

/** Every number the document says something is kept under, in reading order. */
export function numbersKeptUnder(lines: TLine[]): TKeptUnder[] {
  // The cue may end the line before ("has been recorded under" / "reference GX-552018.").
  return clausesOf(lines).flatMap((clause) => {
    const lead = clause.lead ? `${clause.lead} ` : '';
    return [...`${lead}${clause.line.text.slice(clause.start, clause.end)}`.matchAll(UNDER_NUMBER)].flatMap((match) => {
      const value = match[1] ?? '';
      const at = clause.start + match.index + match[0].length - value.length - lead.length;
      const cue = /^\S+\s+(?:(?:the|der|dem|your|ihrer)\s+)?/iu.exec(match[0])?.[0].length ?? 0;
      const nounStart = Math.max(clause.start, clause.start + match.index + cue - lead.length);
      return at >= clause.start
        ? [{ text: value, line: clause.line, quoteStart: at, quoteEnd: at + value.length, nounStart }]
        : [];
    });
  });
}

/**
 * Whether a value read after a label in a sentence is one of two or more numbers kept "under", its label standing
 * before the "under" ("filed under reference CL-1001" read for a "file reference"): which matter's it is, the
 * sentence does not say. A label inside the phrase ("under case reference CL-1001") names it.
 */
export function ambiguousUnder(kept: TKeptUnder[], read: TValueSource, labelStart: number): boolean {
  const one = kept.find((each) => each.line === read.line && each.quoteStart === read.quoteStart);
  return kept.length >= 2 && one !== undefined && labelStart < one.nounStart;
}
