// Numbers a document prints under its title with no label of the field beside them, in two shapes (below: a bare
// "Nr." under the title, and a code in the cell under a title cell).
//
// The number of a document that names its kind only in its title: a licence, a permit or a card titled "Jagdschein"
// (or "Dreijahresjagdschein") with "Nr. 17/2026-0453" under it, asked for as `jagdschein_nr`. The field's kind is
// no document kind the vocabulary knows, so no label of it is printed: the title says whose number the bare "Nr." is.
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { labelWords, tokenize } from './words.ts';

const NUMBER_WORD = /^(?:nr|no|number|nummer)$/;
// "Nr. 17/2026-0453", "No: A-4471", "Nummer 0815": a bare number label opening its line, the value up to a gap.
const BARE_NUMBER = /^\s*(?:Nr|No|Nummer|Number)\.?\s*:?\s+(?=[\p{L}\d]*\d)([^\t]+?)(?=\t|\s{3,}|$)/iu;
const TITLE_LINES = 6;
const BELOW = 4;

/** For `<kind>_nr`: the value of a bare "Nr." within a few lines under a title line that is (or ends in) the kind. */
export function bareNumberUnderTitle(lines: TLine[], words: string[]): TValueSource | null {
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

// A form's number printed under its title in a corner: "Northgate Motors Ltd | REPAIR ORDER" over "Unit 7, Canal
// Way | RO-20517" for `order_number`. The title names the numbered thing ("order", "Auftrag" of
// "Reparaturauftrag") and no label stands beside the code; the cell right under the title, in the same column, holds
// the code alone.
// A code: letters, digits and joiners, with a digit, one word, no sum.
const CODE = /^(?=[^\s]*\d)[\p{Lu}\d][\p{L}\d\-/._#]{3,24}$/u;
const TITLE_CELL_LINES = 10;

/** The code under a title cell whose last word names `thing` (`order` of `order_number`), or null. */
export function codeUnderTitleCell(lines: TLine[], thing: string): TValueSource | null {
  const top = lines.slice(0, TITLE_CELL_LINES);
  for (const [index, line] of top.entries()) {
    for (const [column, cell] of line.cells.entries()) {
      const words = labelWords(line.text.slice(cell.start, cell.end));
      const last = words.at(-1) ?? '';
      // A title of two words at most ("REPAIR ORDER", "Reparaturauftrag"), no digit: not a sentence, not a label.
      const titled = words.length <= 2 && (last === thing || (last.length > thing.length + 3 && last.endsWith(thing)));
      const below = lines[index + 1];
      // Under it: at the same place, or in the same column of a row of as many cells (tabs do not align).
      const same = below?.cells.length === line.cells.length ? below.cells[column] : undefined;
      const under = below?.cells.find((each) => Math.abs(each.start - cell.start) <= 2) ?? same;
      const code = under ? below?.text.slice(under.start, under.end).trim() : '';
      if (titled && !/[\d:]/.test(line.text.slice(cell.start, cell.end)) && below && under && code) {
        if (CODE.test(code) && !findDate(code)) {
          return { text: code, line: below, quoteStart: under.start, quoteEnd: under.end };
        }
      }
    }
  }
  return null;
}
