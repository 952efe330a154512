import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TColumns, TTableRow } from './table-rows.ts';

// A value flagged by a mark after it: "11,8 H", "0,31 L", "412 *", "7.9 !", "5.5 HH", "18 ↓".
const FLAGGED = /\d\s*(?:[A-Z]{1,2}|\*{1,3}|!{1,2}|[↑↓▲▼])$/u;
const PLAIN = /\d$/;

/**
 * A yes/no field no column holds (`abnormal`, `auffaellig`), beside a number column whose values some rows flag
 * with a mark after them ("11,8 H" among "14,2"): true where the row's value is flagged, false where it is not.
 * Only when both kinds of rows are there and every value is either plain or flagged.
 */
export function withFlags(rows: TTableRow[], columns: TColumns, properties: TSchemaProperty[]): TTableRow[] {
  const free = properties.filter((property) => property.type === 'boolean' && !columns.includes(property));
  const [flag] = free;
  if (free.length !== 1 || !flag || rows.length < 2) {
    return rows;
  }
  const numbers = columns.filter((property): property is TSchemaProperty => property?.type === 'number');
  const marked = numbers.find((property) => {
    const texts = rows.map((row) => row.texts?.get(property)?.trim() ?? '');
    const flagged = texts.filter((text) => FLAGGED.test(text)).length;
    const plain = texts.filter((text) => PLAIN.test(text)).length;
    return flagged > 0 && plain > 0 && flagged + plain === texts.length;
  });
  if (!marked) {
    return rows;
  }
  for (const row of rows) {
    row.values.set(flag, FLAGGED.test(row.texts?.get(marked)?.trim() ?? ''));
    row.missing = row.missing.filter((property) => property !== flag);
  }
  return rows;
}
