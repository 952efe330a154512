// A single row of values under a row of labels: its cells are values of their columns, never labels of fields.
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { isLabelPair, labelsOverValues } from './value-positions.ts';
import { labelWords } from './words.ts';

/** The row of labels over a single row of values ("Order date | Terms" over "04/03/2026 | Net 45"), or null. */
export function labelRowAbove(lines: TLine[], lineIndex: number): TLine | null {
  const line = lines[lineIndex];
  // A table's body ("Leistung" over "Übernachtung … | 357,00" and more rows) holds its items' own labels.
  if (line && lines[lineIndex + 1]?.cells.length === line.cells.length) {
    return null;
  }
  for (let index = lineIndex - 1; line && index >= Math.max(0, lineIndex - 2); index--) {
    const above = lines[index] as TLine;
    if (!isBlank(above)) {
      return above.cells.length === line.cells.length && labelsOverValues(lines, index) ? above : null;
    }
  }
  return null;
}

/**
 * Whether a value row's cell stands under a known label of the row above: a value of its column, whatever label word
 * it holds ("Net 45" is a payment term, not the net amount). Not the first cell (a matrix row's own
 * label: "Netto | 2.011,37" under "Bezeichnung | Monat"), not under a cell that is no label (a ruled form's boxes),
 * nor a "Label: value" pair of its own ("Bestellung" over "Bestell-Nr.: 4500187723" in a letterhead's column).
 */
export function labelUnderLabel(above: TLine | null, line: TLine, cellIndex: number): boolean {
  const cell = cellIndex > 0 ? above?.cells[cellIndex] : undefined;
  const own = line.cells[cellIndex];
  return (
    above !== null &&
    cell !== undefined &&
    own !== undefined &&
    isKnownLabel(labelWords(above.text.slice(cell.start, cell.end)).join(' ')) &&
    !isLabelPair(line.text.slice(own.start, own.end))
  );
}
