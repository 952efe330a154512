import type { TCell, TLine } from './lines.ts';

// A table whose cells are apart by single tabs (a spreadsheet pasted into a text file, an export): an empty cell is
// two tabs in a row, and the n-th tab-apart field of a row stands under the header's n-th field whatever its width.
// Positions do not line up under tabs ("02.03.2026\tMiete\t800,00\t" under "Datum\tText\tSoll\tHaben": "800,00"
// starts where "Haben" does not), so such a row's cells are placed by their field, not by where they start.

type TField = { start: number; end: number };

/** The tab-apart fields of a text, empty ones too, without empty ones at its end. */
function fieldsOf(text: string): TField[] {
  const fields: TField[] = [];
  let start = 0;
  for (const part of text.split('\t')) {
    fields.push({ start, end: start + part.length });
    start += part.length + 1;
  }
  while (fields.length > 0 && text.slice(fields.at(-1)?.start, fields.at(-1)?.end).trim() === '') {
    fields.pop();
  }
  return fields;
}

const fieldOf = (cell: TCell, fields: TField[]) =>
  fields.findIndex((field) => cell.start >= field.start && cell.end <= field.end);

/**
 * The cells of a tab-separated row under a tab-separated header of `count` cells, one field each: each cell under
 * the header cell of its field. Null when either line is not so (a field of two cells, a header field empty, more
 * fields than the header's): then the cells are placed by position.
 */
export function tabAlignedCells(line: TLine, header: TLine, count: number): (TCell | undefined)[] | null {
  if (!line.text.includes('\t') || !header.text.includes('\t')) {
    return null;
  }
  const headerFields = fieldsOf(header.text);
  if (headerFields.length !== count || header.cells.some((cell, index) => fieldOf(cell, headerFields) !== index)) {
    return null;
  }
  const fields = fieldsOf(line.text);
  if (fields.length > count) {
    return null;
  }
  const aligned: (TCell | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const cell of line.cells) {
    const at = fieldOf(cell, fields);
    if (at === -1 || aligned[at] !== undefined) {
      return null;
    }
    aligned[at] = cell;
  }
  return aligned;
}
