import type { TCandidate } from './candidates.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';

/** Where a value was read: its text and the span of the line that is quoted as its source. */
export type TValueSource = { text: string; line: TLine; quoteStart: number; quoteEnd: number };

/**
 * A label found at the start of a cell. `value` is the text after it in the same cell, or the next
 * cell of a "Label | Value" row; `standalone` means the label fills its line (value on the next line).
 */
export type TLabelMatch = { score: number; lineIndex: number; value: TValueSource | null; standalone: boolean };

const SEPARATOR = /^\s*[.:#=\-–—]*\s*/;
// "Total net: 100" for the label "total": the label goes on (no digits) up to a colon.
const LONGER_LABEL = /^([^\d:]{1,40}?):\s*/;

function matchAt(line: TLine, cellIndex: number, candidate: TCandidate, lineIndex: number): TLabelMatch | null {
  const cell = line.cells[cellIndex];
  const { words } = candidate;
  if (!cell || cell.tokens.length < words.length || !words.every((word, i) => cell.tokens[i]?.word === word)) {
    return null;
  }
  const labelEnd = cell.tokens[words.length - 1]?.end ?? cell.start;
  const after = line.text.slice(labelEnd, cell.end);
  const separator = SEPARATOR.exec(after)?.[0] ?? '';
  let rest = after.slice(separator.length);
  let exact = true;
  if (rest !== '' && !/[:=]/.test(separator)) {
    const longer = LONGER_LABEL.exec(rest);
    if (longer && (longer[1] ?? '').trim().split(/\s+/).length <= 4) {
      exact = false;
      rest = rest.slice(longer[0].length);
    } else if (/^\p{Ll}/u.test(rest) || line.text.length > 120) {
      // "Customer service is open…": a sentence starting with a label word, not a label.
      return null;
    }
  }
  if (candidate.exactOnly && !exact) {
    return null;
  }
  const score = candidate.weight * 2 + (exact ? 1 : 0);
  if (rest.trim() !== '') {
    const value = { text: rest, line, quoteStart: cell.start, quoteEnd: cell.end };
    return { score, lineIndex, value, standalone: false };
  }
  const next = line.cells[cellIndex + 1];
  const nextText = next ? line.text.slice(next.start, next.end) : '';
  // "Label | Value" rows: two cells, or label/value pairs where the value has digits (not a header row).
  if (next && (line.cells.length === 2 || (cellIndex % 2 === 0 && /\d/.test(nextText)))) {
    const value = { text: nextText, line, quoteStart: cell.start, quoteEnd: next.end };
    return { score, lineIndex, value, standalone: false };
  }
  return line.cells.length === 1 ? { score, lineIndex, value: null, standalone: true } : null;
}

/** Labels of any candidate at the start of any cell, best score first, then in reading order. */
export function findLabelMatches(lines: TLine[], candidates: TCandidate[]): TLabelMatch[] {
  // Indexed by first word: most cells start with a word no candidate starts with.
  const byFirstWord = Map.groupBy(candidates, (candidate) => candidate.words[0] ?? '');
  const matches: TLabelMatch[] = [];
  lines.forEach((line, lineIndex) => {
    line.cells.forEach((cell, cellIndex) => {
      let best: TLabelMatch | null = null;
      for (const candidate of byFirstWord.get(cell.tokens[0]?.word ?? '') ?? []) {
        const match = matchAt(line, cellIndex, candidate, lineIndex);
        if (match && (!best || match.score > best.score)) {
          best = match;
        }
      }
      if (best) {
        matches.push(best);
      }
    });
  });
  return matches.sort((a, b) => b.score - a.score || a.lineIndex - b.lineIndex);
}

/** The value under a label that stands alone: the next non-blank line of the same page, unless that is a label line. */
export function valueBelow(lines: TLine[], lineIndex: number): TValueSource | null {
  const label = lines[lineIndex];
  for (let index = lineIndex + 1; index <= lineIndex + 3; index++) {
    const line = lines[index];
    if (!line || !label || line.page !== label.page || line.fileName !== label.fileName) {
      return null;
    }
    if (!isBlank(line)) {
      return looksLabelled(line.text) ? null : { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}
