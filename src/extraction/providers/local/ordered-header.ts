import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { ISO_DATE, NUMERIC_DATE } from './date-shapes.ts';
import type { TLine } from './lines.ts';
import { AMOUNT_WITH_CENTS_CELL } from './money-patterns.ts';
import { RULING } from './row-typed-columns.ts';
import type { THeader } from './table-header.ts';

// A header cell: words without digits, no label with its value ("Anlass:"), a few words at most.
const isHeaderCell = (text: string) =>
  !/[\d:]/.test(text) && /\p{L}{2}/u.test(text) && text.split(/\s+/).length <= MAX_WORDS;
// A measured or counted value ("41207", "1.354,41", "-12.00", "6,5 h", "1000 mg"): a number field's cell.
const NUMBER_CELL = /^[-+(]?[$€£]?\s?\d[\d.,'’ ]*\)?\s?(?:[$€£%]|[\p{L}.]{1,5})?$/u;
const DATE_CELL = new RegExp(
  String.raw`^(?:${NUMERIC_DATE}|${ISO_DATE}|\d{1,2}\.? \p{L}{3,9}\.? \d{4}|\p{L}{3,9}\.? \d{1,2},? \d{4})$`,
  'u',
);
const MIN_FIELDS = 3;
const MAX_WORDS = 4;

const texts = (line: TLine) => line.cells.map((cell) => line.text.slice(cell.start, cell.end).trim());

const fits = (property: TSchemaProperty, value: string) =>
  property.type === 'number'
    ? NUMBER_CELL.test(value)
    : property.type === 'string' && property.format === 'date'
      ? DATE_CELL.test(value)
      : property.type === 'string' && !AMOUNT_WITH_CENTS_CELL.test(value);

/**
 * A table whose header names none of the item's fields ("When | Session | Presenter | Where" for `start_time`,
 * `title`, `speaker`, `room`; "Wirkstoff | Stärke | morgens | mittags | abends | Grund" for an English schema): read
 * only when no other reader found the items, and only when the header has exactly one cell per field, at least two
 * rows under it fill every cell, each column's values fit the field listed at its place (numbers for a number,
 * dates for a date, no amount with cents for a text) and some column holds digits under a header of words. Users list an
 * item's fields in the order the document's columns stand; a schema in another order finds no fit.
 */
export function orderedHeader(
  lines: TLine[],
  properties: TSchemaProperty[],
): { index: number; header: THeader } | null {
  if (properties.length < MIN_FIELDS || properties.some((property) => property.type === 'boolean')) {
    return null;
  }
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as TLine;
    const heads = texts(line);
    if (heads.length !== properties.length || !heads.every(isHeaderCell)) {
      continue;
    }
    const rows: string[][] = [];
    for (let at = index + 1; at < lines.length && rows.length < 3; at++) {
      const next = lines[at] as TLine;
      if (RULING.test(next.text) && rows.length === 0) {
        continue;
      }
      const cells = texts(next);
      if (cells.length !== heads.length || cells.some((cell) => cell === '')) {
        break;
      }
      rows.push(cells);
    }
    const typed = properties.every((property, column) => rows.every((row) => fits(property, row[column] ?? '')));
    const digits = heads.some((_, column) => rows.every((row) => /\d/.test(row[column] ?? '')));
    if (rows.length >= 2 && typed && digits) {
      return { index, header: { columns: [...properties], named: properties.length, lines: 1 } };
    }
  }
  return null;
}
