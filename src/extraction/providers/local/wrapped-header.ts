import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { cellsCutByRow } from './header-cuts.ts';
import { cellText } from './header-texts.ts';
import type { TCell, TLine } from './lines.ts';

// A header whose words break at a hyphen onto a second line ("Einzel- | Gesamt-" over "preis € | preis €"), read
// where the second line's cells are not under the cells they finish: a PDF sets an indent in the width of its
// blanks, so the second line starts left of its column (table-header.ts pairs cells by place, header-texts.ts).

const HYPHENED = /\p{L}-$/u;

type TWrapped = { texts: string[]; cells?: TCell[] };

/**
 * The header's texts when each cell of its first line ending in a hyphen is finished by the second line's cell of
 * the same rank, and the second line holds exactly those words (no digits: no row of values); the first line cut by
 * the first row with more cells than it ("Pos. Artikel-Nr. Bezeichnung" over "1 | 40-1187 | Kupferrohr …").
 * Null when the counts differ.
 */
export function hyphenWrappedHeader(lines: TLine[], index: number): TWrapped | null {
  const [line, second] = [lines[index], lines[index + 1]];
  if (!line || !second || second.page !== line.page || second.cells.length === 0 || /\d/.test(second.text)) {
    return null;
  }
  const row = lines.slice(index + 2, index + 5).find((next) => next.cells.length > line.cells.length);
  const cells = cellsCutByRow(line, row) ?? undefined;
  const texts = (cells ?? line.cells).map((cell) => cellText(line, cell).trim());
  const hyphened = texts.flatMap((text, at) => (HYPHENED.test(text) ? [at] : []));
  if (hyphened.length !== second.cells.length) {
    return null;
  }
  second.cells.forEach((cell, rank) => {
    const at = hyphened[rank] as number;
    texts[at] = `${(texts[at] as string).slice(0, -1)}${cellText(second, cell).trim()}`;
  });
  return { texts, ...(cells ? { cells } : {}) };
}

/** The columns a hyphen-wrapped header names, when it names more fields than its first line alone. */
export function wrappedColumns(
  lines: TLine[],
  index: number,
  name: (texts: string[]) => (TSchemaProperty | null)[],
  alone: number,
) {
  const wrapped = hyphenWrappedHeader(lines, index);
  const columns = wrapped ? name(wrapped.texts) : null;
  const named = columns?.filter(Boolean).length ?? 0;
  return wrapped && columns && named > alone ? { columns, named, lines: 2, cells: wrapped.cells } : null;
}
