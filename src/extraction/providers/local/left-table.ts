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
  for (let at = 2; at < line.cells.length; at++) {
    const written = wordsOf(line, line.cells[at]);
    const before = line.cells.findIndex((cell, index) => index > 0 && index < at && wordsOf(line, cell) === written);
    const from = at - before;
    const head = columns[from];
    const repeats = before > 0 && columns[before] !== null && columns[at] === null && from >= 2;
    if (
      repeats &&
      written !== '' &&
      wordsOf(line, line.cells[from]) !== wordsOf(line, line.cells[0]) &&
      (head === null || head === undefined || head.type === 'string')
    ) {
      const kept: (TSchemaProperty | null)[] = columns.map((column, index) => (index < from ? column : null));
      return { columns: kept, named: kept.filter(Boolean).length, lines: 1 };
    }
  }
  return null;
}
