import { isChangeRow } from './change-columns.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { currencyWithAmount } from './value-kinds.ts';
import { labelWords } from './words.ts';

// Every label/value pair a document's lines offer, whatever the label says: the candidates of the learned fallback
// (learned-fill.ts). The rules look for the labels they know; this looks at every label and lets the model judge.

/** How the value stands to its label: after a colon, in the next cell, on the line below, under it in a row of labels. */
const PAIR_KINDS = ['colon', 'cell', 'below', 'column', 'inline'] as const;
type TPairKind = (typeof PAIR_KINDS)[number];

/** A pair: its label's line (`lineIndex`) and its value's line (`valueIndex`, the same or the next filled one). */
export type TPair = {
  label: string;
  words: string[];
  value: TValueSource;
  kind: TPairKind;
  lineIndex: number;
  valueIndex: number;
};

// A label is short and has no digits (a rate or a unit in brackets aside): "Abfahrtsort", "Betrag (EUR)".
const LABEL = /^[^\d]{2,40}$/u;
// "Label: value" inside one cell.
const COLON = /^([^\d:]{2,40}?)\s*:\s*(\S.*)$/u;
// "Invoice No 4711", "Zimmer 214": label words, then a value that starts with a digit. The blanks before a "#" or ":"
// belong to its optional group: `\s*[#:]?\s+` split a long blank run every way for each length of the lazy label.
const INLINE = /^(\p{L}[\p{L}.\s-]{1,38}?)(?:\s*[#:])?\s+(\d\S*(?:\s\S+){0,3})$/u;

const cellText = (line: TLine, index: number) => {
  const cell = line.cells[index];
  return cell ? line.text.slice(cell.start, cell.end) : '';
};
// The trailing marks are cut by hand: /[\s:.#=\-–—]+$/ retried at each blank of a long run ending in a letter.
const LABEL_END = /[\s:.#=\-–—]/u;
const cleanLabel = (text: string) => {
  let end = text.length;
  while (end > 0 && LABEL_END.test(text[end - 1] ?? '')) {
    end--;
  }
  return text.slice(0, end).trim();
};

function source(line: TLine, start: number, end: number): TValueSource {
  return { text: line.text.slice(start, end).trim(), line, quoteStart: start, quoteEnd: end };
}

function nextFilled(lines: TLine[], index: number) {
  for (let next = index + 1; next < lines.length && next <= index + 2; next++) {
    if (!isBlank(lines[next])) {
      return next;
    }
  }
  return -1;
}

/** The pairs of one line: "Label: value" cells, a label cell and its neighbour, a label with a number after it. */
function pairsInLine(line: TLine, lineIndex: number, add: (pair: Omit<TPair, 'words'>) => void) {
  // A line that opens with a date or number ("12. Februar 2026   Übernachtung   507,34") is a table's row: its
  // words are an item's, not labels.
  const first = cellText(line, 0);
  const tableRow = /\d/.test(first) && !COLON.test(first);
  line.cells.forEach((cell, index) => {
    if (tableRow && index > 0) {
      return;
    }
    const text = cellText(line, index);
    const colon = COLON.exec(text);
    if (colon?.[1] && colon[2]) {
      const at = cell.start + text.indexOf(colon[2], colon[1].length);
      add({
        label: cleanLabel(colon[1]),
        value: source(line, at, cell.end),
        kind: 'colon',
        lineIndex,
        valueIndex: lineIndex,
      });
    } else {
      const inline = INLINE.exec(text);
      if (inline?.[1] && inline[2]) {
        const at = cell.start + text.lastIndexOf(inline[2]);
        add({
          label: cleanLabel(inline[1]),
          value: source(line, at, cell.end),
          kind: 'inline',
          lineIndex,
          valueIndex: lineIndex,
        });
      }
    }
    // "Total:    GBP   567.00": a currency in a cell of its own belongs to the amount after it.
    const next = currencyWithAmount(line, index) ?? line.cells[index + 1];
    if (next && LABEL.test(cleanLabel(text)) && !colon) {
      add({
        label: cleanLabel(text),
        value: source(line, next.start, next.end),
        kind: 'cell',
        lineIndex,
        valueIndex: lineIndex,
      });
    }
  });
}

/** The cell of `below` that lies most under `cell` of `above` (the widest overlap of their spans). */
function cellUnder(above: TLine, index: number, below: TLine) {
  const cell = above.cells[index];
  let best: { overlap: number; under: TLine['cells'][number] } | null = null;
  for (const under of below.cells) {
    const overlap = Math.min(cell?.end ?? 0, under.end) - Math.max(cell?.start ?? 0, under.start);
    if (cell && overlap > -2 && (!best || overlap > best.overlap)) {
      best = { overlap, under };
    }
  }
  return best?.under ?? null;
}

/** Pairs across lines: a label alone on its line over its value, a row of labels over a row of values. */
function pairsBelow(lines: TLine[], lineIndex: number, add: (pair: Omit<TPair, 'words'>) => void) {
  const line = lines[lineIndex];
  const nextIndex = nextFilled(lines, lineIndex);
  const next = lines[nextIndex];
  if (!line || !next) {
    return;
  }
  const labels = line.cells.map((_, index) => cleanLabel(cellText(line, index)));
  const colons = line.cells.some((_, index) => cellText(line, index).endsWith(':'));
  // Neither a line that is "Label: value" itself nor one over such a line ("Gross pay: 3,200.00") makes a pair.
  const labelled = COLON.test(cellText(line, 0)) || looksLabelled(next.text);
  if (line.cells.length === 1 && LABEL.test(labels[0] ?? '') && !labelled) {
    const value = next.cells.length > 0 ? source(next, next.cells[0]?.start ?? 0, next.text.length) : null;
    if (value) {
      add({ label: labels[0] ?? '', value, kind: 'below', lineIndex, valueIndex: nextIndex });
    }
  } else if (line.cells.length > 1 && labels.every((label) => LABEL.test(label)) && !colons) {
    // A row of labels over a row of values ("Abfahrt:   Hauptbahnhof" is one label and its value).
    // Each value cell under the one label it lies most under: "Pay Period  Pay Date" over a wide range cell.
    const unders = labels.map((_, index) => cellUnder(line, index, next));
    const overlap = (index: number) => {
      const cell = line.cells[index];
      const under = unders[index];
      return cell && under ? Math.min(cell.end, under.end) - Math.max(cell.start, under.start) : -Infinity;
    };
    labels.forEach((label, index) => {
      const under = unders[index];
      const rivals = unders.flatMap((other, at) => (other === under && at !== index ? [at] : []));
      if (under && rivals.every((at) => overlap(at) < overlap(index))) {
        add({ label, value: source(next, under.start, under.end), kind: 'column', lineIndex, valueIndex: nextIndex });
      }
    });
  }
}

/** Every label/value pair of the lines, in line order. */
export function labelValuePairs(lines: TLine[]): TPair[] {
  const pairs: TPair[] = [];
  const add = (pair: Omit<TPair, 'words'>) => {
    const words = labelWords(pair.label);
    if (words.length > 0 && words.length <= 6 && pair.value.text !== '') {
      pairs.push({ ...pair, words });
    }
  };
  lines.forEach((line, lineIndex) => {
    // "Data | 30GB | 50GB" under "Now | From 1 April": the row's first value is the old term, no field's fill.
    if (isChangeRow(lines, lineIndex)) {
      return;
    }
    pairsInLine(line, lineIndex, add);
    pairsBelow(lines, lineIndex, add);
  });
  return pairs;
}
