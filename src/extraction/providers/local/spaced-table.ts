import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { isItemAfterAll } from './summary-rows.ts';
import { headerColumns, type THeaderLeaf } from './table-header.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';

const count = (columns: (TSchemaProperty | null)[]) => columns.filter(Boolean).length;

/** Header words, two joined where together they name a field that neither names alone ("Unit price"). */
function headerWords(words: string[], leaves: THeaderLeaf[]): { texts: string[]; columns: (TSchemaProperty | null)[] } {
  const texts: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]} ${words[index + 1] ?? ''}`.trim();
    const joined = index + 1 < words.length && count(headerColumns([pair], leaves, false)) === 1;
    const alone =
      count(headerColumns([words[index] ?? ''], leaves)) + count(headerColumns([words[index + 1] ?? ''], leaves));
    if (joined && alone < 2 && !headerColumns([words[index] ?? ''], leaves)[0]) {
      texts.push(pair);
      index++;
    } else {
      texts.push(words[index] ?? '');
    }
  }
  return { texts, columns: headerColumns(texts, leaves) };
}

/** The row a line of single-spaced words makes: the numbers and codes at both ends, the text between. */
function spacedRow(line: TLine, columns: (TSchemaProperty | null)[], text: number, dayFirst: boolean) {
  const tokens = line.text.trim().split(/\s+/);
  const after = columns.length - text - 1;
  if (tokens.length < columns.length) {
    return null;
  }
  const cells = [
    ...tokens.slice(0, text),
    tokens.slice(text, tokens.length - after).join(' '),
    ...tokens.slice(tokens.length - after),
  ];
  const row: TTableRow = { line, values: new Map(), missing: [] };
  for (const [index, property] of columns.entries()) {
    const value = property ? coerceValue(property, cells[index] ?? '', dayFirst) : null;
    if (property && value === null && index !== text) {
      return null;
    }
    if (property && value !== null) {
      row.values.set(property, value);
    }
  }
  return [...row.values.values()].some((value) => typeof value === 'number') ? row : null;
}

/**
 * A table whose columns are apart by single spaces only (text recognition of a tight layout, text copied
 * from a viewer): a header line of one-word (or two-word) column names, one of them the item's text,
 * and rows whose first and last words fill the columns before and after the text.
 */
export function spacedTable(
  lines: TLine[],
  leaves: THeaderLeaf[],
  properties: TSchemaProperty[],
  dayFirst = false,
): TTableRow[] {
  const text = withRole(itemRoles(properties), 'text');
  for (const [index, line] of lines.entries()) {
    const words = line.text.trim().split(/\s+/);
    if (!text || line.cells.length !== 1 || words.length < 3 || words.length > 12 || /\d/.test(line.text)) {
      continue;
    }
    const { columns } = headerWords(words, leaves);
    const at = columns.indexOf(text);
    if (at === -1 || count(columns) < 3) {
      continue;
    }
    const rows: TTableRow[] = [];
    const rowAt = (next: TLine | undefined) => (next && !isBlank(next) ? spacedRow(next, columns, at, dayFirst) : null);
    for (const [offset, next] of lines.slice(index + 1).entries()) {
      const spaced = rowAt(next);
      const below = rowAt(lines[index + offset + 2]);
      const row = isSummaryRow(next) && !isItemAfterAll(spaced, rows, below) ? null : spaced;
      if (!row) {
        break;
      }
      rows.push(row);
    }
    if (rows.length > 0) {
      return rows;
    }
  }
  return [];
}
