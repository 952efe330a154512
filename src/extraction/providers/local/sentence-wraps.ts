// A sentence wrapped at its line's end, for the sentence reader (sentence-reader.ts): a letter's or a mail's paragraph
// is broken into lines of some 70 characters wherever a word ends, so a label may end one line and its value open
// the next ("Die Sendungsnummer" / "lautet 00340434161094012345.", "which began on" / "1 September 2025"). Which line
// goes on is sentence-clauses.ts' word (a clause's lead).
import type { TLine } from './lines.ts';
import { clausesOf, sentenceSpans } from './sentence-clauses.ts';
import { type TToken, tokenize } from './words.ts';

/** Where a sentence that ends its line without a full stop goes on: the next line's first clause. */
export type TGoesOn = { line: TLine; start: number; end: number };
type TSentence = { start: number; end: number; tokens: TToken[] };

/** Each line whose last clause the next line goes on with (sentence-clauses.ts' lead), to that next clause. */
export function goingOn(lines: TLine[]): Map<TLine, TGoesOn> {
  const clauses = clausesOf(lines);
  const wrapped = new Map<TLine, TGoesOn>();
  for (const [index, clause] of clauses.entries()) {
    const before = clauses[index - 1];
    if (clause.lead !== '' && before && before.line !== clause.line) {
      wrapped.set(before.line, { line: clause.line, start: clause.start, end: clause.end });
    }
  }
  return wrapped;
}

const wordCount = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

/** A line's last sentence too short to count alone ("Die Sendungsnummer") whose next line goes on with its words. */
export function wrappedTail(line: TLine, sentences: TSentence[], next: TGoesOn | undefined): TSentence | null {
  const cell = line.cells.at(-1);
  const [start, end] = (next && cell && sentenceSpans(line.text, cell.start, cell.end).at(-1)) || [0, 0];
  if (!next || end === 0 || sentences.some((sentence) => sentence.start === start)) {
    return null;
  }
  const words = wordCount(line.text.slice(start, end)) + wordCount(next.line.text.slice(next.start, next.end));
  // Three words do here: the wrap shows running text ("Die Sendungsnummer" / "lautet 0034…").
  return words >= 3 ? { start, end, tokens: tokenize(line.text, start, end) } : null;
}
