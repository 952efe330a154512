import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';

const SLASH_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/g;

const pad = (part: string) => part.padStart(2, '0');

/**
 * Slash dates of one column are written in one order: when a row's date can only be day first
 * ("13/03/2026"), the rows read month first ("09/03/2026" as 3 September) are read day first as well.
 */
export function dayFirstColumns(rows: TTableRow[], properties: TSchemaProperty[]): TTableRow[] {
  for (const property of properties.filter((candidate) => candidate.type === 'string' && candidate.format === 'date')) {
    const dated = rows.filter((row) => typeof row.values.get(property) === 'string');
    const slashes = dated.map((row) => [...row.line.text.matchAll(SLASH_DATE)]);
    const dayFirst = slashes.some((found) => found.some((match) => Number(match[1]) > 12));
    const monthFirst = slashes.some((found) => found.some((match) => Number(match[2]) > 12));
    if (!dayFirst || monthFirst) {
      continue;
    }
    for (const [index, row] of dated.entries()) {
      const value = row.values.get(property) as string;
      for (const match of slashes[index] ?? []) {
        const [, first = '', second = '', year = ''] = match;
        // Read month first (both parts at most 12): the same day, day first.
        const full = year.length === 2 ? String((Number(year) < 70 ? 2000 : 1900) + Number(year)) : year;
        if (value === `${full}-${pad(first)}-${pad(second)}` && Number(second) <= 12) {
          row.values.set(property, `${full}-${pad(second)}-${pad(first)}`);
          break;
        }
      }
    }
  }
  return rows;
}
