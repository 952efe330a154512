import { candidatesFor } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { synonymsOf } from './synonyms.ts';
import { labelWords, nameWords } from './words.ts';

const initials = (words: string[]) => words.map((word) => word[0] ?? '').join('');

/**
 * A child of an object read from a row of column headings that the object's label opens ("Year to date | Gross |
 * Tax | NI" over "| 28,411.30 | 2,903.40 | 1,312.58" holds `yearToDate.grossPay`, `.tax`, `.nationalInsurance`):
 * the value under the heading that names the child, by a label of it or its initials. The row of values may leave
 * the first column empty. Null when no such row is there.
 */
export function valueUnderParentRow(lines: TLine[], parentName: string, childName: string): TValueSource | null {
  const parent = nameWords(parentName).join(' ');
  const parentLabels = new Set([parent, ...synonymsOf(parent)]);
  const childLabels = candidatesFor({ name: childName }).map((candidate) => candidate.words);
  const names = (words: string[]) =>
    childLabels.some(
      (label) => label.join(' ') === words.join(' ') || (label.length >= 2 && words.join('') === initials(label)),
    );
  for (const [index, line] of lines.entries()) {
    const first = line.cells[0];
    if (!first || line.cells.length < 3 || /\d/.test(line.text)) {
      continue;
    }
    if (!parentLabels.has(labelWords(line.text.slice(first.start, first.end)).join(' '))) {
      continue;
    }
    const values = lines.slice(index + 1, index + 3).find((candidate) => !isBlank(candidate));
    const shift = values ? line.cells.length - values.cells.length : -1;
    for (let cellIndex = 1; values && (shift === 0 || shift === 1) && cellIndex < line.cells.length; cellIndex++) {
      const heading = line.cells[cellIndex];
      const cell = values.cells[cellIndex - shift];
      if (heading && cell && names(labelWords(line.text.slice(heading.start, heading.end)))) {
        const text = values.text.slice(cell.start, cell.end);
        return /\d/.test(text) ? { text, line: values, quoteStart: cell.start, quoteEnd: cell.end } : null;
      }
    }
  }
  return null;
}
