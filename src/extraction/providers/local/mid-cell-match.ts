import { possibleIn, type TPrepared } from './label-index.ts';
import type { TLabelMatch } from './label-match.ts';
import type { TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';

// Labels that start after other words of a cell (split from find-labelled.ts, which finds labels at a cell's start).

// A label inside a cell must be long and specific ("ending in", "Endziffern"): short ones occur in any text.
const MID_CELL_MIN_LENGTH = 8;
const MID_CELL_PENALTY = 30;

/**
 * A long label after other words of its cell: "Visa ending in 4743" has the card's digits after "ending in".
 * `matchAt` matches a candidate at the cell in lines where the cell is cut to a tail (find-labelled.ts's matcher).
 */
export function midCellMatch(
  lines: TLine[],
  lineIndex: number,
  cellIndex: number,
  candidates: { all: TPrepared[]; byStart: Map<string, TPrepared[]> },
  matchAt: (shifted: TLine[], candidate: TPrepared) => TLabelMatch | null,
): TLabelMatch | null {
  const line = lines[lineIndex] as TLine;
  const cell = line.cells[cellIndex];
  // "Material und Arbeitszeit netto: 840,00 €": a short label counts when it ends a label phrase before a colon.
  // "Abholung im Paketshop:" over the value: a label phrase that fills its line ends with the label too.
  const cellText = cell ? line.text.slice(cell.start, cell.end) : '';
  const phrase =
    /^[^\d:]{1,40}:\s*\S*\d/.exec(cellText) ?? (line.cells.length === 1 ? /^[^\d:]{1,40}:$/.exec(cellText) : null);
  const beforeColon =
    phrase && cell ? cell.tokens.filter((token) => token.end <= cell.start + phrase[0].indexOf(':')).length : 0;
  const listed = cell
    ? cell.tokens.some(
        (_, index) =>
          index > 0 &&
          (listedPair(line, cell, index) ||
            afterSeparator(line, cell, index) ||
            colonPairAfterComma(line, cell, index)),
      )
    : false;
  const specific = candidates.all.filter(
    (candidate) =>
      candidate.weight >= 3 && (candidate.words.join('').length >= MID_CELL_MIN_LENGTH || beforeColon > 0 || listed),
  );
  // The lines with this one's cell cut to its tail, copied once per cell (not per word: a copy of the whole document
  // for every word of a long paragraph made each label search quadratic in the document's length), and only where a
  // label may start inside the cell (review20: a copy for each cell of three words made 20,000 short item lines
  // quadratic, 12,000 lines 63 s).
  let shifted: TLine[] | null = null;
  const words = cell?.tokens.map((each) => each.word) ?? [];
  for (let index = 1; cell && specific.length > 0 && index < cell.tokens.length - 1; index++) {
    const token = cell.tokens[index] as TLine['cells'][number]['tokens'][number];
    // Only labels that may start at this word, as at a cell's start: trying every label at every word of a long
    // paragraph made each field's search cost its candidates times the words (a 20 KB line of words took a minute).
    // possibleIn reads a cell's first four words: the cell's tail is copied only where a label may start.
    const head = { start: token.start, end: cell.end, tokens: cell.tokens.slice(index, index + 4) };
    const possible = possibleIn(candidates.byStart, line, head);
    if (!specific.some((candidate) => possible.has(candidate))) {
      continue;
    }
    const tail = { start: token.start, end: cell.end, tokens: cell.tokens.slice(index) };
    shifted ??= [...lines];
    shifted[lineIndex] = { ...line, cells: line.cells.map((other, at) => (at === cellIndex ? tail : other)) };
    for (const candidate of specific) {
      if (!possible.has(candidate)) {
        continue;
      }
      const match = matchAt(shifted, candidate);
      // "Payment reference": the words before make a label of their own, not "reference".
      const longer = (covered: number) =>
        words.slice(0, index).some((_, from) => isKnownLabel(words.slice(from, index + covered).join(' ')));
      const long =
        candidate.words.join('').length >= MID_CELL_MIN_LENGTH ||
        listedPair(line, cell, index) ||
        afterSeparator(line, cell, index) ||
        colonPairAfterComma(line, cell, index);
      // "13. Number of travel document" over its value: a form's box number before the label is no word of a phrase.
      if (match?.value && index === 1 && /^\d{1,2}$/.test(words[0] ?? '') && !longer(match.covered)) {
        return match;
      }
      const endsPhrase = match !== null && index + match.covered === beforeColon;
      const below = match?.standalone && endsPhrase;
      if (
        ((match?.value && (match.how === 'beside' || (match.how === 'cell' && long))) || below) &&
        match &&
        !longer(match.covered) &&
        (long || endsPhrase)
      ) {
        return { ...match, score: match.score - MID_CELL_PENALTY, exact: false };
      }
    }
  }
  return null;
}

// "Block C, Reihe 14, Platz 22", "Coach C, Seat 42": a list of short label-value pairs apart by commas, each a word
// and a code of up to five letters or digits. Read on the 40 characters before the word only (a bounded scan).
const PAIR_BEFORE = /(?:^|[,;:–-]\s{0,3})\p{L}{2,20}\.?\s{1,3}[\p{L}\d]{1,5},\s{0,3}$/u;
const PAIR_AFTER = /^\s{0,3}[\p{L}\d]{1,5}(?:\s{0,3}[,;–-]|\s*$)/u;

/** Whether the word at `index` labels a short value in a comma list of short label-value pairs. */
function listedPair(line: TLine, cell: TLine['cells'][number], index: number): boolean {
  const token = cell.tokens[index];
  if (!token) {
    return false;
  }
  const before = line.text.slice(Math.max(cell.start, token.start - 40), token.start);
  return PAIR_BEFORE.test(before) && PAIR_AFTER.test(line.text.slice(token.end, Math.min(cell.end, token.end + 12)));
}

// "Elektro Brandl GmbH · USt-IdNr. DE284551907 · IBAN DE12 …": a letterhead's or footer's run of parts apart by a
// middle dot, a bullet or a bar; a word right after such a mark opens a part of its own, as a cell's first word does.
const SEPARATOR_BEFORE = /\s[·•|]\s{1,3}$/u;

/** Whether the word at `index` opens a part of a run of parts apart by "·", "•" or "|". */
function afterSeparator(line: TLine, cell: TLine['cells'][number], index: number): boolean {
  const token = cell.tokens[index];
  return (
    token !== undefined && SEPARATOR_BEFORE.test(line.text.slice(Math.max(cell.start, token.start - 5), token.start))
  );
}

// "Lieferung am 04.11.2026, Fahrer: K. Brandt, Fahrzeug MS-HD 412", "Overall: 82 points — Prädikat: gut": a label with
// its colon after a comma or a dash opens a pair of its own inside a line of several.
const COMMA_BEFORE = /(?:,|\s[—–])\s{1,3}$/u;
const LABEL_COLON = /^[^\d,;:]{1,30}:\s/u;

/** Whether the word at `index` opens a "Label: value" pair after a comma or a dash. */
function colonPairAfterComma(line: TLine, cell: TLine['cells'][number], index: number): boolean {
  const token = cell.tokens[index];
  return (
    token !== undefined &&
    COMMA_BEFORE.test(line.text.slice(Math.max(cell.start, token.start - 5), token.start)) &&
    LABEL_COLON.test(line.text.slice(token.start, Math.min(cell.end, token.start + 40)))
  );
}
