import type { TCandidate } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { labelWords } from './words.ts';

// Two labels in one ("Anreise / Abreise", "Check-in/Check-out") over two values apart by a dash or "bis"/"to".
// Both are read so that a run of blanks is crossed once, not from each of its blanks (hostile input: a label or value
// of 100,000 blanks took minutes); each proven equal to its old pattern on random strings (linear21):
// `^([^\d/:,]+?)\s*([/,])\s*([^\d/:,]+?)\s*:?$/u` for the label pair, and for the value pair
// `^(.+?)(\s*[–—]\s*|\s+-\s+|\s+(?:bis|to|until)\s+)(.+?)(?:\s*\([^()]*\))?$/u`, whose separator and closing
// bracket are now tried only where a run of blanks starts (from inside a run they read to the same end, so failed
// the same way), or right after the value's first character, where the old pattern also tried them.
const VALUE_PAIR =
  /^(.+?)(?:(?<=^.)|(?<!\s))(\s*[–—]\s*|\s+-\s+|\s+(?:bis|to|until)\s+)(?:(.)(?:\s*\([^()]*\))?$|(.+?)(?:(?<!\s)\s*\([^()]*\))?$)/u;
// "Vessel / Voyage: MAERSK ESSEN / 612W": a blank-spaced slash parts a value in the label's own cell as the label's
// slash does. Not a value in the next cell: "Surname / Nom | Given name / Prénom" is the next bilingual label.
const VALUE_PAIR_IN_CELL =
  /^(.+?)(?:(?<=^.)|(?<!\s))(\s*[–—]\s*|\s+-\s+|\s+\/\s+|\s+(?:bis|to|until)\s+)(?:(.)(?:\s*\([^()]*\))?$|(.+?)(?:(?<!\s)\s*\([^()]*\))?$)/u;
// "Name, Vorname:  Rieger, Anna": labels apart by a comma name values apart by one.
const COMMA_PAIR = /^([^,]+?)(,\s*)([^,]+?)$/u;
const BLANK = /\s/;
const LABEL_CHARACTER = /[^\d/:,]/;

type TPair = [first: string, between: string, second: string];

/** The end of `text` before its run of trailing blanks, but past its `from`-th character at least. */
function endBeforeBlanks(text: string, from: number): number {
  let end = text.length;
  while (end > from + 1 && BLANK.test(text.charAt(end - 1))) {
    end -= 1;
  }
  return end;
}

/** "Anreise / Abreise", "Name, Vorname:": the two labels and the slash or comma between them, or null. */
export function labelPair(label: string): TPair | null {
  const at = label.search(/[\d/:,]/);
  const between = label.charAt(at);
  if (at < 1 || (between !== '/' && between !== ',')) {
    return null;
  }
  const rest = label.slice(at + 1);
  const second = rest.endsWith(':') ? rest.slice(0, -1) : rest;
  let start = 0;
  while (start < second.length && BLANK.test(second.charAt(start))) {
    start += 1;
  }
  if (second === '' || [...second].some((character) => !LABEL_CHARACTER.test(character))) {
    return null;
  }
  // Blanks alone: the second label is the last of them, as the pattern's lazy group took it.
  const secondStart = start === second.length ? second.length - 1 : start;
  return [
    label.slice(0, endBeforeBlanks(label.slice(0, at), 0)),
    between,
    second.slice(secondStart, endBeforeBlanks(second, secondStart)),
  ];
}

/** A value in two parts: "04.05.2026 – 07.05.2026 (3 Nächte)", "9 bis 17 Uhr"; or null. */
export function valuePair(text: string, inCell = false): TPair | null {
  const pair = (inCell ? VALUE_PAIR_IN_CELL : VALUE_PAIR).exec(text);
  return pair ? [pair[1] ?? '', pair[2] ?? '', pair[3] ?? pair[4] ?? ''] : null;
}

const commaPair = (text: string): TPair | null => {
  const pair = COMMA_PAIR.exec(text);
  // "Tuition, Summer Term | 6,120.00": a comma between digits groups or parts one number, it parts no two values.
  const inNumber = pair && pair[2] === ',' && /\d$/.test(pair[1] ?? '') && /^\d/.test(pair[3] ?? '');
  return pair && !inNumber ? [pair[1] ?? '', pair[2] ?? '', pair[3] ?? ''] : null;
};

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
      const pair = labelPair(label);
      const [first, second] = pair ? [names(pair[0]), names(pair[2])] : [false, false];
      const source = first !== second ? (inCell ?? valueBeside(lines, lineIndex, cellIndex)) : null;
      const values = source
        ? pair?.[1] === ','
          ? commaPair(source.text)
          : valuePair(source.text, source === inCell)
        : null;
      if (source && values) {
        const [one, between, two] = values;
        const start = source.quoteStart + (first ? 0 : one.length + between.length);
        const text = first ? one : two;
        return { text, line: source.line, quoteStart: start, quoteEnd: start + text.length };
      }
    }
  }
  return null;
}
