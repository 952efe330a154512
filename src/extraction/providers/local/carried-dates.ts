import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

const DATE_NAME = /^(?:date|datum|day|tag)$/;
// A group a cell names for the rows under it, written once as the date is: "Obst" over the fruit, "Venue" over the
// venue's costs (an HTML rowspan, a Word table's cell left empty below).
export const GROUP_NAME =
  /^(?:category|categories|group|section|room|area|department|kategorie|gruppe|warengruppe|produktgruppe|bereich|abschnitt|raum|abteilung)$/;

/**
 * Rows under a date written once for several of them take that date: a hotel folio's or a statement's date cell
 * spanning the day's rows (an HTML rowspan, a blank date cell under the first booking of the day), a doctor's
 * bill listing a visit's services under its date; so do rows under a group's name written once (`kategorie`). Only in a table whose first column is the date, only for a row
 * whose line leaves that column blank (starts with a gap); a row with a date of its own starts the next run.
 */
export function withCarriedDates(rows: TTableRow[], columns: (TSchemaProperty | null)[]): TTableRow[] {
  const first = columns[0];
  // A text field named a date (`date`, `datum`) holds the date as printed; it is carried all the same.
  const last = first ? (nameWords(first.name).at(-1) ?? '') : '';
  const named = DATE_NAME.test(last) || GROUP_NAME.test(last);
  if (first?.type !== 'string' || (first.format !== 'date' && !named)) {
    return rows;
  }
  let carried: TLeafValue | undefined;
  for (const row of rows) {
    const own = row.values.get(first);
    if (own !== undefined && own !== null) {
      carried = own;
    } else if (carried !== undefined && /^\s/.test(row.line.text)) {
      row.values.set(first, carried);
      row.missing = row.missing.filter((property) => property !== first);
    } else {
      carried = undefined;
    }
  }
  return rows;
}
