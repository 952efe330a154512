import { alignedCells } from './cell-alignment.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { isRoleWord, joinedRoleWords, sameRole } from './role-rows.ts';
import { valueInStackedList } from './stacked-keys.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

// "MwSt 19 %", "Sales Tax (8%)", "VAT @ 20%": a rate printed in a label is part of the label, not a value of the row.
const LABEL_RATE = /\(?(?:(?:@|at|zu|à)\s*)?\d{1,2}(?:[.,]\d{1,3})?\s*%\s*\)?/giu;

/** A label's text without the rates it names: what is left of it holds no value ("MwSt 19 %" → "MwSt"). */
export const withoutRates = (text: string) => text.replace(LABEL_RATE, ' ');
// "13. Number of travel document", "17 Datum des Beginns": a form's box number before its label is no value either.
const BOX_NUMBER = /^\s*\d{1,2}[.)]?\s+(?=\p{L}{2})/u;
/** A label cell's text without its rates and its box number. */
export const labelCellText = (text: string) => withoutRates(text.replace(BOX_NUMBER, ''));
const cellTexts = (line: TLine) => line.cells.map((cell) => labelCellText(line.text.slice(cell.start, cell.end)));

// Asked for every label found on a line: known once per line, so that a long line stays linear.
const digitsOfLine = new WeakMap<TLine, boolean>();
/** Whether a line holds digits other than its labels' rates and box numbers. */
function holdsDigits(line: TLine): boolean {
  let known = digitsOfLine.get(line);
  if (known === undefined) {
    known = /\d/.test(line.text) && cellTexts(line).some((text) => /\d/.test(text));
    digitsOfLine.set(line, known);
  }
  return known;
}

/** The cell under a label in the next row of as many cells (a row of labels over a row of values). */
export function valueUnder(lines: TLine[], lineIndex: number, cellIndex: number): TValueSource | null {
  const label = lines[lineIndex];
  for (let index = lineIndex + 1; index <= lineIndex + 2; index++) {
    const line = lines[index];
    if (!line || !label || line.page !== label.page || line.fileName !== label.fileName) {
      return null;
    }
    if (!isBlank(line)) {
      // "Your ref." left empty: a row of fewer values stands under the labels by position, when a label row.
      const aligned =
        line.cells.length < label.cells.length && !holdsDigits(label)
          ? alignedCells(line, label, label.cells.length)
          : null;
      const cell = aligned ? aligned[cellIndex] : line.cells[cellIndex];
      if ((line.cells.length !== label.cells.length && !aligned) || !cell) {
        return besideBlock(line, label, cellIndex);
      }
      const text = line.text.slice(cell.start, cell.end);
      return { text, line, quoteStart: cell.start, quoteEnd: cell.end };
    }
  }
  return null;
}

/**
 * A letter's block of labels right of its address window ("30449 Hannover   Ihre Ansprechpartnerin" over
 * "                 Miriam Sturm"): the label is its line's last cell, and its value the last cell under it, starting
 * in the same column.
 */
function besideBlock(line: TLine, label: TLine, cellIndex: number): TValueSource | null {
  const column = label.cells[cellIndex];
  const cell = line.cells.at(-1);
  const last = cellIndex > 0 && cellIndex === label.cells.length - 1;
  if (!column || !cell || !last || Math.abs(cell.start - column.start) > 1) {
    return null;
  }
  return { text: line.text.slice(cell.start, cell.end), line, quoteStart: cell.start, quoteEnd: cell.end };
}

/**
 * A row of labels over a row of values ("Tracking no. | Shipped | Parcels" / "JJD1 | 12.03. | 2"),
 * rather than label/value pairs ("Employer | ACME | Name | Anna" / "Date | 01.03. | Staff no. | 7"):
 * no digits in the row (but a label's rate, "Netto | MwSt 19 % | Brutto"), and the next row, of as many cells, has
 * digits in its label positions too.
 */
export function labelsOverValues(lines: TLine[], lineIndex: number): boolean {
  const line = lines[lineIndex] as TLine;
  if (holdsDigits(line) || underPairRow(lines, lineIndex)) {
    return false;
  }
  const next = lines.slice(lineIndex + 1, lineIndex + 3).find((candidate) => !isBlank(candidate));
  if (!next || next.cells.length !== line.cells.length) {
    return false;
  }
  return next.cells.some((cell, index) => index % 2 === 0 && /\d/.test(next.text.slice(cell.start, cell.end)));
}

/**
 * Whether a line of two cells stands right under a label/value pair of the same columns ("Account number | 01188420"
 * over "Account name | Hollins & Pryce Bakery"): one of a block of pairs, whose value without digits makes it no row
 * of labels over the next line's values ("£50 notes | 400.00").
 */
function underPairRow(lines: TLine[], lineIndex: number): boolean {
  const line = lines[lineIndex] as TLine;
  const above = lines[lineIndex - 1];
  if (!above || isBlank(above) || line.cells.length !== 2 || above.cells.length !== 2) {
    return false;
  }
  const [label, value] = cellTexts(above);
  const aligned = line.cells.every((cell, index) => Math.abs(cell.start - (above.cells[index]?.start ?? -9)) <= 1);
  return aligned && !/\d/.test(label ?? '') && /\d/.test(value ?? '');
}

/** The value under a label that stands alone: the next non-blank line of the same page, unless that is a label line. */
export function valueBelow(lines: TLine[], lineIndex: number): TValueSource | null {
  // "Policy holder:" over "Policy number:" …, then the values in the same order: the lists pair up.
  const stacked = valueInStackedList(lines, lineIndex);
  if (stacked) {
    return stacked;
  }
  const label = lines[lineIndex];
  for (let index = lineIndex + 1; index <= lineIndex + 3; index++) {
    const line = lines[index];
    if (!line || !label || line.page !== label.page || line.fileName !== label.fileName) {
      return null;
    }
    if (!isBlank(line)) {
      // "GUTSCHRIFT" over "Gutschrift-Nr.": a line that is itself a label is no value.
      const known = isKnownLabel(labelWords(line.text).join(' '));
      // "Credit note" over "Number | Date" over "GS-1 | 17.10.": a row of labels is no value either.
      const labelRow = line.cells.length > 1 && labelsOverValues(lines, index);
      if (looksLabelled(line.text) || known || labelRow) {
        return null;
      }
      // "[ Vertragskonto 501 100 378 ]": a form's box around the value, its edges read as brackets, is no part of it.
      const boxed = line.cells.length === 1 && /^\s*\[/.test(line.text) && /\]\s*$/.test(line.text);
      const cell = line.cells[0];
      return boxed && cell
        ? { text: line.text.slice(cell.start, cell.end), line, quoteStart: cell.start, quoteEnd: cell.end }
        : { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}

/** A known label and its value in one cell ("Pay by: 01/31/2026"), not a title with a colon ("Band: Tour 2026"). */
export const isLabelPair = (text: string) =>
  looksLabelled(text) && isKnownLabel(labelWords(text.slice(0, text.indexOf(':'))).join(' '));

/** The first cell of the value under a label that stands in the first cell of its line ("Owner:  Pay by: …"). */
export function firstCellBelow(lines: TLine[], lineIndex: number): TValueSource | null {
  const below = valueBelow(lines, lineIndex);
  const cell = below?.line.cells[0];
  return below && cell && !looksLabelled(below.line.text.slice(cell.start, cell.end))
    ? {
        text: below.line.text.slice(cell.start, cell.end),
        line: below.line,
        quoteStart: cell.start,
        quoteEnd: cell.end,
      }
    : null;
}

const sameStem = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`;

/** A field's label and how surely it names the field (its own name above a synonym; see candidates.ts). */
type TWeightedLabel = { words: string[]; weight: number };

/** The best-weighted of the places found, the first of equal weight: a field's own printed name beats a synonym. */
function bestPlace(places: { source: TValueSource; weight: number }[]): TValueSource | null {
  let best: { source: TValueSource; weight: number } | null = null;
  for (const place of places) {
    if (!best || place.weight > best.weight) {
      best = place;
    }
  }
  return best?.source ?? null;
}

/** The highest weight of the two-word labels that `fits`, or null when none does. */
function fittingWeight(pairs: TWeightedLabel[], fits: (words: string[]) => boolean): number | null {
  const weights = pairs.filter((pair) => fits(pair.words)).map((pair) => pair.weight);
  return weights.length > 0 ? Math.max(...weights) : null;
}

/**
 * A table whose row header names half of a field and whose column header the other half:
 * "Meter readings | Previous | Current" over "Meter 77120 | 1042 | 1087" holds `previous_reading` under
 * "Previous". Two-word labels only; the column header must be the one word alone (a unit in brackets aside).
 * Of several such tables, the one headed by the best label: `zaehlerstand_neu` under "Zählerstand | alt | neu"
 * (its own name), not under an earlier "Meter readings | … | Current" (a synonym).
 */
export function valueUnderRowHeader(lines: TLine[], labels: TWeightedLabel[]): TValueSource | null {
  const pairs = labels.filter((label) => label.words.length === 2);
  const places: { source: TValueSource; weight: number }[] = [];
  for (const [lineIndex, line] of pairs.length > 0 ? lines.entries() : []) {
    if (line.cells.length < 3 || /\d/.test(line.text)) {
      continue;
    }
    const cellWords = line.cells.map((cell) =>
      labelWords(line.text.slice(cell.start, cell.end).replace(/\(.*?\)/g, '')),
    );
    const rowHeader = cellWords[0] ?? [];
    for (let cellIndex = 1; cellIndex < line.cells.length; cellIndex++) {
      const [column, ...more] = cellWords[cellIndex] ?? [];
      const fits = (own: string, other: string) =>
        column !== undefined &&
        more.length === 0 &&
        sameStem(column, own) &&
        rowHeader.some((word) => sameStem(word, other));
      const weight = fittingWeight(pairs, ([first = '', second = '']) => fits(first, second) || fits(second, first));
      const under = weight === null ? null : valueUnder(lines, lineIndex, cellIndex);
      if (weight !== null && under && /\d/.test(under.text)) {
        places.push({ source: under, weight });
      }
    }
  }
  return bestPlace(places);
}

const wordsOfCell = (line: TLine, index: number) => {
  const cell = line.cells[index];
  return cell ? labelWords(line.text.slice(cell.start, cell.end).replace(/\(.*?\)/g, '')) : [];
};

// The rows a matrix's header is read over at most. Every line of three text cells may be a header, and each read on
// to the next blank line: a document of headers repeated without blank lines made that quadratic (review19: 2,000
// lines alternating "Item | Amount | Date" and a row took 85 s). A matrix labels its rows by name, so it is short.
const MATRIX_ROWS = 200;

/**
 * A matrix: a row labelled with one half of a field, a column with the other ("Bezeichnung | Monat | Jahr",
 * "Netto | 2.011,37 | 8.045,48" holds `netto_jahr` in the "Jahr" column). The table runs until a blank line.
 * Of several such cells, the one found by the best label (own name before synonym), then the first.
 */
export function valueAtRowAndColumn(lines: TLine[], labels: TWeightedLabel[]): TValueSource | null {
  // A role's words joined ("pick up" → "pickup"), so "Out | Branch" is read as the pick-up location.
  const pairs = labels
    .map((label) => ({ ...label, words: joinedRoleWords(label.words) }))
    .filter((label) => label.words.length === 2);
  const same = (a: string, b: string) => sameStem(a, b) || sameRole(a, b);
  // A row is read under every header above it within MATRIX_ROWS: its cells' words are split once.
  const splitLines = new Map<TLine, string[][]>();
  const cellWords = (line: TLine, index: number) => {
    let cells = splitLines.get(line);
    if (!cells) {
      // "Pick-up | Return" over the rows: the header's role joined as the labels' ("pickup").
      cells = line.cells.map((_, each) => joinedRoleWords(wordsOfCell(line, each)));
      splitLines.set(line, cells);
    }
    return cells[index] ?? [];
  };
  const places: { source: TValueSource; weight: number }[] = [];
  for (const [headerIndex, header] of pairs.length > 0 ? lines.entries() : []) {
    // Two columns only over a corner left empty ("        Pick-up | Return" over "Location | Faro | Faro").
    if (header.cells.length < 2 || /\d/.test(header.text)) {
      continue;
    }
    const end = Math.min(lines.length, headerIndex + 1 + MATRIX_ROWS);
    for (let index = headerIndex + 1; index < end && !isBlank(lines[index]); index++) {
      const row = lines[index] as TLine;
      const [rowLabel = '', ...rowMore] = cellWords(row, 0);
      // "        Date | Time | Branch" over "Out | 06/04/2026 | 09:40 | Edinburgh Airport": the corner left empty.
      const corner =
        row.cells.length === header.cells.length + 1 && (header.cells[0]?.start ?? 0) >= (row.cells[0]?.end ?? 0);
      const shift = corner ? 1 : 0;
      for (
        let cellIndex = 1;
        ((row.cells.length === header.cells.length && header.cells.length >= 3) || corner) &&
        cellIndex < row.cells.length;
        cellIndex++
      ) {
        const [column = '', ...columnMore] = cellWords(header, cellIndex - shift);
        const fits = ([first = '', second = '']: string[]) =>
          rowMore.length === 0 && columnMore.length === 0 && same(rowLabel, first) && same(column, second);
        const cell = row.cells[cellIndex];
        const text = cell ? row.text.slice(cell.start, cell.end) : '';
        const weight = fittingWeight(pairs, (words) => fits(words) || fits([...words].reverse()));
        // A role's row ("Out", "In") or column ("Pick-up") holds names too: the branch it was picked up at.
        const value = /\d/.test(text) || ((isRoleWord(rowLabel) || isRoleWord(column)) && /\p{L}{2}/u.test(text));
        if (cell && value && weight !== null) {
          places.push({ source: { text, line: row, quoteStart: cell.start, quoteEnd: cell.end }, weight });
        }
      }
    }
  }
  return bestPlace(places);
}
