// A form that prints its labels under the lines to fill in: "12.05.2026 | Monika Krämer" over "Datum | Unterschrift",
// "Lena Hoffmann | 30.09.2011" over "Name, Vorname | Geburtsdatum". The label's value is the cell above it.
import { addressPartOf } from './address-parts.ts';
import { isLabelCell } from './label-cells.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { valueUnder } from './value-positions.ts';
import { labelWords } from './words.ts';

// A signature's line names whose signature it holds: "Unterschrift Antragsteller/in", "Date and sender's signature".
const SIGNATURE = /\b(?:unterschrift|signature|signed|unterzeichnet)/iu;
// A form's commonest labels, which the synonym groups leave out as too general: "Name", "Vorname des Mitglieds".
const NAME_OR_DATE = /^(?:name|vorname|nachname|datum|date|ort|place)$/u;
/** Another cell of a row of labels: labels joined by commas, a known label, a name's part, an address's part or a signature's line. */
const labelLike = (text: string): boolean => {
  // "Name, Vorname des Mitglieds", "Straße, Hausnummer": labels joined by a comma.
  if (text.includes(',')) {
    return text.split(',').some((part) => part.trim() !== '' && labelLike(part));
  }
  const words = labelWords(text);
  const first = words[0] ?? '';
  return (
    isKnownLabel(words.join(' ')) ||
    NAME_OR_DATE.test(first) ||
    isLabelCell(first) ||
    isLabelCell(text) ||
    addressPartOf(words) !== null ||
    SIGNATURE.test(text)
  );
};
// How far (in characters) a label may start from the value above it and still stand in the same box.
const ALIGNED = 2;
const texts = (line: TLine) => line.cells.map((cell) => line.text.slice(cell.start, cell.end));

/**
 * The row of values right above a row of labels, or null: the labels hold no digits, the values (as many cells, no
 * blank line between) are no labels, and neither the row before the values nor the one after the labels is another
 * row of as many cells (a row of labels over values, then the next labels, reads the values under each label).
 */
function valuesAbove(lines: TLine[], lineIndex: number): TLine | null {
  const line = lines[lineIndex];
  const above = lines[lineIndex - 1];
  if (!line || !above || line.cells.length < 2 || above.page !== line.page || /\d/.test(line.text)) {
    return null;
  }
  const count = line.cells.length;
  const before = lines[lineIndex - 2];
  const after = lines[lineIndex + 1];
  if (
    above.cells.length !== count ||
    (!isBlank(before) && before?.cells.length === count) ||
    (!isBlank(after) && after?.cells.length === count)
  ) {
    return null;
  }
  // A form's boxes: each label starts where the value above it starts ("Tracking   1Z9R… Cartons   3" over "Employee
  // Employee ID   Pay Period" is a pair and a row of headings, its cells wherever their texts end).
  const aligned = line.cells.every(
    (cell, index) => Math.abs(cell.start - (above.cells[index]?.start ?? -9)) <= ALIGNED,
  );
  const labels = texts(above).some((text) => isKnownLabel(labelWords(text).join(' ')) || /:\s*$/.test(text));
  return aligned && !labels ? above : null;
}

/**
 * The value above the label at `cellIndex` of a row of labels under their values, or null; another cell of the row
 * must look like a label too ("Fahrer | Max Muster" under "Säule 4 | Super E10" is a pair of its own).
 */
export function valueAboveCell(lines: TLine[], lineIndex: number, cellIndex: number): TValueSource | null {
  const line = lines[lineIndex] as TLine;
  const above = valuesAbove(lines, lineIndex);
  const cell = above?.cells[cellIndex];
  const labelRow = texts(line).some((text, index) => index !== cellIndex && labelLike(text));
  return above && cell && labelRow
    ? { text: above.text.slice(cell.start, cell.end), line: above, quoteStart: cell.start, quoteEnd: cell.end }
    : null;
}

/**
 * Whether a row of two cells over a row of values is a row of two labels ("Date of purchase | Place of purchase" over
 * "28/10/2025 | John Lewis"), not a label and its value over the next pair ("Recipient ... Emily Stone" over "0rder ...
 * ORD-28361", a misread letter its only digit): the label ends without a colon and a value under it has two digits.
 */
export function twoLabelsOverValues(lines: TLine[], lineIndex: number, cellIndex: number): boolean {
  const line = lines[lineIndex] as TLine;
  const cell = line.cells[cellIndex];
  const under = valueUnder(lines, lineIndex, cellIndex);
  return (
    cell !== undefined && !line.text.slice(cell.start, cell.end).includes(':') && /\d\D*\d/.test(under?.text ?? '')
  );
}
