import type { TValueSource } from './find-labelled.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

/** The cell under a label in the next row of as many cells (a row of labels over a row of values). */
export function valueUnder(lines: TLine[], lineIndex: number, cellIndex: number): TValueSource | null {
  const label = lines[lineIndex];
  for (let index = lineIndex + 1; index <= lineIndex + 2; index++) {
    const line = lines[index];
    if (!line || !label || line.page !== label.page || line.fileName !== label.fileName) {
      return null;
    }
    if (!isBlank(line)) {
      const cell = line.cells[cellIndex];
      if (line.cells.length !== label.cells.length || !cell) {
        return null;
      }
      const text = line.text.slice(cell.start, cell.end);
      return { text, line, quoteStart: cell.start, quoteEnd: cell.end };
    }
  }
  return null;
}

/**
 * A row of labels over a row of values ("Tracking no. | Shipped | Parcels" / "JJD1 | 12.03. | 2"),
 * rather than label/value pairs ("Employer | ACME | Name | Anna" / "Date | 01.03. | Staff no. | 7"):
 * no digits in the row, and the next row, of as many cells, has digits in its label positions too.
 */
export function labelsOverValues(lines: TLine[], lineIndex: number): boolean {
  const line = lines[lineIndex] as TLine;
  if (/\d/.test(line.text)) {
    return false;
  }
  const next = lines.slice(lineIndex + 1, lineIndex + 3).find((candidate) => !isBlank(candidate));
  if (!next || next.cells.length !== line.cells.length) {
    return false;
  }
  return next.cells.some((cell, index) => index % 2 === 0 && /\d/.test(next.text.slice(cell.start, cell.end)));
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
      // "GUTSCHRIFT" over "Gutschrift-Nr.": a line that is itself a label is no value.
      const known = isKnownLabel(labelWords(line.text).join(' '));
      // "Credit note" over "Number | Date" over "GS-1 | 17.10.": a row of labels is no value either.
      const labelRow = line.cells.length > 1 && labelsOverValues(lines, index);
      return looksLabelled(line.text) || known || labelRow
        ? null
        : { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}
