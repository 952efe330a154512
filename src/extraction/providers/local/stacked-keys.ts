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

type TStackedRun = { start: number; end: number; values: TLine[] | null };

// Per document, each run of label lines read once, with its value lines: every label of a run of n asks for its
// value, and reading the run and its values again for each made a run of thousands of label lines quadratic (8,000
// lines of "Total" and "amount" took 213 s).
const runsOf = new WeakMap<TLine[], Map<number, TStackedRun>>();

/** The run of label lines around `lineIndex` and the value lines after it (null where one is no value line). */
function stackedRun(lines: TLine[], lineIndex: number): TStackedRun {
  const known = runsOf.get(lines) ?? new Map<number, TStackedRun>();
  runsOf.set(lines, known);
  const cached = known.get(lineIndex);
  if (cached) {
    return cached;
  }
  const labels = runAround(lines, lineIndex, isLabelLine);
  let first = labels.end;
  while (first < lines.length && isBlank(lines[first]) && first - labels.end < MAX_BLANKS) {
    first++;
  }
  let values: TLine[] | null = [];
  for (let index = first; index < lines.length && !isBlank(lines[index]); index++) {
    const line = lines[index] as TLine;
    if (line.cells.length !== 1 || isLabelLine(line) || line.page !== lines[lineIndex]?.page) {
      values = null;
      break;
    }
    values.push(line);
  }
  const run = { ...labels, values };
  for (let index = labels.start; index < labels.end; index++) {
    known.set(index, run);
  }
  return run;
}

/**
 * The value of a label in a list of two or more labels followed by as many value lines (one cell each, none a
 * label). Null where the counts differ: the lists would not pair up.
 */
export function valueInStackedList(lines: TLine[], lineIndex: number): TValueSource | null {
  if (!isLabelLine(lines[lineIndex])) {
    return null;
  }
  const { start, end, values } = stackedRun(lines, lineIndex);
  const count = end - start;
  const value = values?.[lineIndex - start];
  const cell = value?.cells[0];
  return count >= 2 && values?.length === count && value && cell
    ? { text: value.text.slice(cell.start, cell.end), line: value, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}
