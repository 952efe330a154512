// Whether the cell after a label is another label, not the label's value (moved from find-labelled.ts in session 23).
import { isLabelCell, labelWithValue } from './label-cells.ts';
import type { TLine } from './lines.ts';
import { amountsUnderPeriods } from './period-columns.ts';
import { isKnownLabel } from './synonyms.ts';
import { headsColumns, isFormBox, rowBelowStartsWithLabel } from './value-kinds.ts';
import { labelWords } from './words.ts';

/** Whether `nextText`, the cell after the label `labelText` on line `lineIndex`, is a label itself. */
export function nextCellIsLabel(lines: TLine[], lineIndex: number, labelText: string, nextText: string): boolean {
  const line = lines[lineIndex] as TLine;
  // "Employee | Employee ID | …" is a row of labels: the next cell is no value when it is a label itself.
  const headings = headsColumns(lines, lineIndex, labelText, nextText);
  const pairRow = line.cells.length === 2 && rowBelowStartsWithLabel(lines, lineIndex);
  const knownLabel =
    !/\d/.test(nextText) && !pairRow && (isKnownLabel(labelWords(nextText).join(' ')) || isLabelCell(nextText));
  // "Current | 30 days | 60 days" over amounts: an ageing table's headings, each over its amount.
  // "A 19 % MwSt | Netto 62,65 | MwSt 11,90": the next cell is another label with its value.
  return (
    knownLabel ||
    headings ||
    isFormBox(nextText) ||
    amountsUnderPeriods(lines, lineIndex) !== null ||
    (line.cells.length > 2 && labelWithValue(nextText))
  );
}
