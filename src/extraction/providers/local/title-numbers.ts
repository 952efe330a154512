// A form's number printed under its title in a corner: "Northgate Motors Ltd | REPAIR ORDER" over "Unit 7, Canal
// Way | RO-20517" for `order_number`. The title names the numbered thing ("order", "Auftrag" of
// "Reparaturauftrag") and no label stands beside the code; the cell right under the title, in the same column, holds
// the code alone.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { labelWords } from './words.ts';

// A code: letters, digits and joiners, with a digit, one word, no sum.
const CODE = /^(?=[^\s]*\d)[\p{Lu}\d][\p{L}\d\-/._#]{3,24}$/u;
const TITLE_LINES = 10;

/** The code under a title cell whose last word names `thing` (`order` of `order_number`), or null. */
export function numberUnderTitle(lines: TLine[], thing: string): TValueSource | null {
  const top = lines.slice(0, TITLE_LINES);
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
