import type { TCandidate } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { labelWords } from './words.ts';

// Two labels in one ("Anreise / Abreise", "Check-in/Check-out") over two values apart by a dash or "bis"/"to".
const LABEL_PAIR = /^([^\d/:,]+?)\s*([/,])\s*([^\d/:,]+?)\s*:?$/u;
const VALUE_PAIR = /^(.+?)(\s*[–—]\s*|\s+-\s+|\s+(?:bis|to|until)\s+)(.+?)(?:\s*\([^()]*\))?$/u;
// "Name, Vorname:  Rieger, Anna": labels apart by a comma name values apart by one.
const COMMA_PAIR = /^([^,]+?)(,\s*)([^,]+?)$/u;

/** The value beside a label cell (the next cell) or, where the label stands alone, on the next line with text. */
function valueBeside(lines: TLine[], lineIndex: number, cellIndex: number): TValueSource | null {
  const line = lines[lineIndex] as TLine;
  const next = line.cells[cellIndex + 1];
  if (next) {
    return cellIndex + 2 === line.cells.length
      ? { text: line.text.slice(next.start, next.end), line, quoteStart: next.start, quoteEnd: next.end }
      : null;
  }
  const below = lines.slice(lineIndex + 1, lineIndex + 3).find((candidate) => !isBlank(candidate));
  return line.cells.length === 1 && below?.cells.length === 1 && below.cells[0]
    ? { text: below.text.trim(), line: below, quoteStart: below.cells[0].start, quoteEnd: below.cells[0].end }
    : null;
}

/**
 * A value two fields share under one label: "Anreise / Abreise  04.05.2026 – 07.05.2026 (3 Nächte)" gives
 * `anreise` the first date and `abreise` the second (the label's halves in order), beside the label or under it.
 * Null where no label pair names the field in one half alone, or its value does not part in two.
 */
export function ownPartOfPair(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const names = (label: string) => {
    const words = labelWords(label).join(' ');
    return candidates.some((candidate) => candidate.words.join(' ') === words);
  };
  for (const [lineIndex, line] of lines.entries()) {
    for (const [cellIndex, cell] of line.header ? [] : line.cells.entries()) {
      // "Check-in/Check-out: 04/05 - 04/08": label and value in one cell.
      const [label = '', colon = '', value = ''] = line.text.slice(cell.start, cell.end).split(/(:\s+)/);
      const at = cell.start + label.length + colon.length;
      const inCell = value ? { text: value, line, quoteStart: at, quoteEnd: at + value.length } : null;
      // Only a label with a slash or comma can be a pair: the pattern's lazy label and blank run, tried on a label of a
      // long blank run, were quadratic in it (the same result: the pattern needs one of them).
      const pair = /[/,]/.test(label) ? LABEL_PAIR.exec(label) : null;
      const [first, second] = pair ? [names(pair[1] ?? ''), names(pair[3] ?? '')] : [false, false];
      const source = first !== second ? (inCell ?? valueBeside(lines, lineIndex, cellIndex)) : null;
      const values = source ? (pair?.[2] === ',' ? COMMA_PAIR : VALUE_PAIR).exec(source.text) : null;
      if (source && values) {
        const [, one = '', between = '', two = ''] = values;
        const start = source.quoteStart + (first ? 0 : one.length + between.length);
        const text = first ? one : two;
        return { text, line: source.line, quoteStart: start, quoteEnd: start + text.length };
      }
    }
  }
  return null;
}
