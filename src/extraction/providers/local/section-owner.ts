// "Vollmachtgeber: / Name: … / Bevollmächtigte: / Name: …", "Policyholder / Name … / Insured person / Name …": a
// form prints one bare label ("Name", "geboren am") under several headings, each heading saying whose the values
// below it are. A field of an object takes the value under its own object's heading first.
import { candidatesFor } from './candidates.ts';
import type { TLabelMatch } from './label-match.ts';
import { sameStem } from './learned-similarity.ts';
import type { TLine } from './lines.ts';
import { labelWords } from './words.ts';

// How far above a value its section's heading may stand, and how long a heading is.
const MAX_LINES_UP = 10;
const MAX_HEADING_WORDS = 5;
// A heading: words without digits, ending in a colon ("Bevollmächtigte:"), or a short line of capitalised words.
const COLON_HEADING = /^[^\d:]{2,48}:$/u;
const WORD_HEADING = /^\p{Lu}[^\d:.,;!?]{1,40}$/u;

/** The words of the nearest heading above a line, or null when none stands within reach. */
function headingAbove(lines: TLine[], lineIndex: number): string[] | null {
  for (let index = lineIndex - 1; index >= Math.max(0, lineIndex - MAX_LINES_UP); index--) {
    const line = lines[index];
    const text = line?.text.trim() ?? '';
    if (!line || text === '' || line.cells.length !== 1) {
      continue;
    }
    const words = labelWords(text);
    if (
      words.length > 0 &&
      words.length <= MAX_HEADING_WORDS &&
      (COLON_HEADING.test(text) || WORD_HEADING.test(text))
    ) {
      return words;
    }
  }
  return null;
}

/** The matches under a heading that names the field's object first, in their order; the others after them. */
export function ownSectionFirst(matches: TLabelMatch[], lines: TLine[], parentWords: string[]): TLabelMatch[] {
  if (parentWords.length === 0 || matches.length < 2) {
    return matches;
  }
  const owners = candidatesFor({ name: parentWords.join('_') }).map((label) => label.words);
  const underOwner = (match: TLabelMatch) => {
    const heading = headingAbove(lines, match.lineIndex);
    return (
      heading !== null &&
      owners.some((owner) => owner.every((word) => heading.some((headingWord) => sameStem(headingWord, word))))
    );
  };
  const own = matches.filter(underOwner);
  return own.length === 0 || own.length === matches.length
    ? matches
    : [...own, ...matches.filter((match) => !own.includes(match))];
}
