// The number of a document that names its kind only in its title: a licence, a permit or a card titled "Jagdschein"
// (or "Dreijahresjagdschein") with "Nr. 17/2026-0453" under it, asked for as `jagdschein_nr`. The field's kind is
// no document kind the vocabulary knows, so no label of it is printed: the title says whose number the bare "Nr." is.

import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { tokenize } from './words.ts';

const NUMBER_WORD = /^(?:nr|no|number|nummer)$/;
// "Nr. 17/2026-0453", "No: A-4471", "Nummer 0815": a bare number label opening its line, the value up to a gap.
const BARE_NUMBER = /^\s*(?:Nr|No|Nummer|Number)\.?\s*:?\s+(?=[\p{L}\d]*\d)([^\t]+?)(?=\t|\s{3,}|$)/iu;
const TITLE_LINES = 6;
const BELOW = 4;

/** For `<kind>_nr`: the value of a bare "Nr." within a few lines under a title line that is (or ends in) the kind. */
export function numberUnderTitle(lines: TLine[], words: string[]): TValueSource | null {
  const [kind = '', number = ''] = words;
  if (words.length !== 2 || !NUMBER_WORD.test(number) || kind.length < 5) {
    return null;
  }
  const opening = [...lines.entries()].filter(([, line]) => !line.header && !isBlank(line)).slice(0, TITLE_LINES);
  const title = opening.find(([, line]) => {
    const last = tokenize(line.text).at(-1)?.word ?? '';
    return line.cells.length === 1 && !/[:\d]/.test(line.text) && last.endsWith(kind);
  });
  for (const line of title ? lines.slice(title[0] + 1, title[0] + 1 + BELOW) : []) {
    const found = BARE_NUMBER.exec(line.text);
    const value = found?.[1]?.trim();
    if (found && value) {
      const start = line.text.indexOf(value, found[0].length - (found[1]?.length ?? 0));
      return { text: value, line, quoteStart: start, quoteEnd: start + value.length };
    }
  }
  return null;
}
