// The number of a form's item before its label ("2. Vorname:", "Feld 7:", "Field 8*:"): label-words.ts skips it
// like a leading word, so the label after it is matched as if the line opened with it.
import type { TLine } from './lines.ts';

// "Feld 7:", "Field 12*:", "Box 3)", "Frage 4." before a form's label: the word, the item's number and its mark.
const ITEM_WORD = /^(?:feld|field|box|frage|question|ziffer|punkt|item|zeile|line|abschnitt|section)$/;
const ITEM_MARK = /^[a-z]?\*?[.:)]/;

/**
 * How many tokens number a form's item before its label: "2. Vorname: Jonas", "10) IBAN", "Feld 7: Kennzeichen",
 * "Field 8*: Passport expiry date". The number needs its mark (a point, colon or bracket) and a word after it that
 * opens with a capital, so "3 Stück" or "12.03.2026" are no item numbers.
 */
export function formItemNumber(line: TLine, cell: TLine['cells'][number]): number {
  const [first, second, third] = cell.tokens;
  if (!first || !second) {
    return 0;
  }
  const numberAt = ITEM_WORD.test(first.word) && /^\d{1,3}$/.test(second.word) ? 1 : 0;
  const number = numberAt === 1 ? second : first;
  const label = numberAt === 1 ? third : second;
  if (!/^\d{1,2}$/.test(number.word) || !label) {
    return 0;
  }
  const between = line.text.slice(number.end, label.start);
  // A contract's clause is numbered with its sign before the number and no mark after it: "§ 2 Laufzeit: …".
  const clause = numberAt === 0 && /§\s?$/.test(line.text.slice(cell.start, number.start)) && /^\s{1,2}$/.test(between);
  const marked =
    (clause || (ITEM_MARK.test(between) && between.length <= 4)) && /^\p{Lu}/u.test(line.text.slice(label.start));
  // "9. Termination" or "Section 9. Termination" over "9.2 Either party may terminate …" is a contract's numbered
  // heading, no form's item: the number needs its label's colon in the cell ("2. Vorname: Jonas"), or after an item's
  // word a colon or bracket of its own ("Feld 7: Kennzeichen", "Box 3) Name").
  const colon = line.text.slice(label.start, cell.end).includes(':') || (numberAt === 1 && /[:)]/.test(between));
  return marked && colon ? numberAt + 1 : 0;
}
