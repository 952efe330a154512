import type { TLine } from './lines.ts';
import { FAMILY_NAME, GIVEN_NAME } from './name-parts.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { labelWords, nameWords } from './words.ts';

// A field asking for one part only (`nachname`, `last_name`) keeps its column alone.
const PART_WORD = /^(?:vorname|nachname|familienname|first|last|given|family|surname|forename|sur|fore)$/;

/**
 * A field for the whole name (`name`, `teilnehmer`) read from the family-name column while the given-name column beside
 * it fills no field: the name is both, given name first ("Albrecht | Stefan" under "Nachname | Vorname" → "Stefan
 * Albrecht"). Rows without a given name keep the family name.
 */
export function withWholeNames(rows: TTableRow[], columns: TColumns, header: TLine | undefined): TTableRow[] {
  if (!header || header.cells.length !== columns.length) {
    return rows;
  }
  const words = header.cells.map((cell) => labelWords(header.text.slice(cell.start, cell.end)).join(' '));
  const [givenAt, familyAt] = [
    words.findIndex((text) => GIVEN_NAME.test(text)),
    words.findIndex((text) => FAMILY_NAME.test(text)),
  ];
  const field = columns[familyAt] ?? columns[givenAt];
  const other = columns[familyAt] ? givenAt : familyAt;
  if (
    givenAt === -1 ||
    familyAt === -1 ||
    !field ||
    field.type !== 'string' ||
    columns[other] != null ||
    nameWords(field.name).some((word) => PART_WORD.test(word))
  ) {
    return rows;
  }
  for (const row of rows) {
    const [given, family] = [givenAt, familyAt].map((at) => {
      const cell = row.line.cells.length === columns.length ? row.line.cells[at] : undefined;
      return cell ? row.line.text.slice(cell.start, cell.end).trim() : '';
    });
    if (given && family && row.values.has(field)) {
      row.values.set(field, `${given} ${family}`);
    }
  }
  return rows;
}
