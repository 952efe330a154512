// A key/value block printed as two lists, all labels first, then all values ("Versicherungsnehmer:" /
// "Versicherungsscheinnummer:" / … over a blank line, then "Bäckerei Hofmann OHG" / "BH-410-2277-9" / …), as
// readers put out a two-column form column by column: the n-th label's value is the n-th value line.
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

const MAX_BLANKS = 2;

/** A line of one cell that is a label alone: "Policy number:", or a known label without a colon or digits. */
function isLabelLine(line: TLine | undefined): boolean {
  if (line?.cells.length !== 1 || /\d/.test(line.text)) {
    return false;
  }
  const text = line.text.trim();
  return /^[^:]{2,40}:$/.test(text) || isKnownLabel(labelWords(text).join(' '));
}

/** The run of consecutive lines around `index` that pass `test`: its first index and its length. */
function runAround(lines: TLine[], index: number, test: (line: TLine | undefined) => boolean) {
  let start = index;
  while (start > 0 && test(lines[start - 1]) && lines[start - 1]?.page === lines[index]?.page) {
    start--;
  }
  let end = index + 1;
  while (end < lines.length && test(lines[end]) && lines[end]?.page === lines[index]?.page) {
    end++;
  }
  return { start, end };
}

/**
 * The value of a label in a list of two or more labels followed by as many value lines (one cell each, none a
 * label). Null where the counts differ: the lists would not pair up.
 */
export function valueInStackedList(lines: TLine[], lineIndex: number): TValueSource | null {
  if (!isLabelLine(lines[lineIndex])) {
    return null;
  }
  const labels = runAround(lines, lineIndex, isLabelLine);
  const count = labels.end - labels.start;
  let first = labels.end;
  while (first < lines.length && isBlank(lines[first]) && first - labels.end < MAX_BLANKS) {
    first++;
  }
  const values: TLine[] = [];
  for (let index = first; index < lines.length && !isBlank(lines[index]); index++) {
    const line = lines[index] as TLine;
    if (line.cells.length !== 1 || isLabelLine(line) || line.page !== lines[lineIndex]?.page) {
      return null;
    }
    values.push(line);
  }
  const value = values[lineIndex - labels.start];
  const cell = value?.cells[0];
  return count >= 2 && values.length === count && value && cell
    ? { text: value.text.slice(cell.start, cell.end), line: value, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}
