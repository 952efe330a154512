import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TCell, TLine } from './lines.ts';
import type { THeader } from './table-header.ts';
import { labelWords } from './words.ts';

const wordsOf = (line: TLine, cell: TCell | undefined) =>
  cell ? labelWords(line.text.slice(cell.start, cell.end)).join(' ') : '';

/**
 * Two tables side by side under one header line ("Bezüge | Betrag | Abzüge | Betrag", "PAYMENTS | AMOUNT |
 * DEDUCTIONS | AMOUNT"): a field's header written again further right ("Betrag" twice) starts a second table
 * as many cells on as the first had before it. The second table's head cell names another list ("Abzüge",
 * not "Bezüge" again: two halves of one list, "Item | Price | Item | Price", stay one table); a first table
 * heads its text column, not a number. Its columns from there on are no part of this table: the other list's
 * texts must not fill this list's text field. Null when the line shows no such pair.
 */
export function leftTable(line: TLine, header: THeader | null): THeader | null {
  if (header?.lines !== 1 || header.cells || header.columns.length !== line.cells.length) {
    return null;
  }
  const { columns } = header;
  const first = columns[0];
  if (first && first.type !== 'string') {
    return null;
  }
  // Each cell's words once, and where past the first cell each text stands first: a search of the cells before
  // every cell, reading their words again, made a header line of 4,000 words take 8 s.
  const texts = line.cells.map((cell) => wordsOf(line, cell));
  const firstAt = new Map<string, number>();
  for (let at = 1; at < texts.length; at++) {
    const written = texts[at] ?? '';
    const before = firstAt.get(written) ?? -1;
    if (before === -1) {
      firstAt.set(written, at);
    }
    const from = at - before;
    const head = columns[from];
    const repeats = at >= 2 && before > 0 && columns[before] !== null && columns[at] === null && from >= 2;
    if (
      repeats &&
      written !== '' &&
      texts[from] !== texts[0] &&
      (head === null || head === undefined || head.type === 'string')
    ) {
      const kept: (TSchemaProperty | null)[] = columns.map((column, index) => (index < from ? column : null));
      return { columns: kept, named: kept.filter(Boolean).length, lines: 1 };
    }
  }
  return null;
}
