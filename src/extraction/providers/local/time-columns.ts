import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLine } from './lines.ts';
import type { TColumns } from './table-rows.ts';
import { nameWords } from './words.ts';

// A clock time in a cell of its own ("08:30", "17:00 Uhr").
const CLOCK = /^(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s*(?:uhr|h))?$/i;
// Fields that hold a time of day by their name: a time, a start or an end (`abfahrt_zeit`, `start`); a departure
// or arrival only when no field says time (it may name a place: `from`, `to`, `departure` stay places).
const TIME_NAME = /^(?:start|end|begin|beginn|ende|time|zeit|uhrzeit|kommen|gehen)$|zeit$|time$/;
const MOVE_NAME = /^(?:departure|arrival|abfahrt|ankunft|dep|arr|abflug|landung)$/;
// Last: a range's ends (`von`, `bis`), when no header gave them a column; such fields may name places too.
const RANGE_NAME = /^(?:von|bis|from|to|ab|an)$/;

const plainString = (property: TSchemaProperty) => property.type === 'string' && !property.format;
const named = (property: TSchemaProperty, pattern: RegExp) =>
  plainString(property) && nameWords(property.name).some((word) => pattern.test(word));

/**
 * Columns no header named whose first row holds clock times ("In | Out" over "08:30 | 17:00") go, left to right,
 * to the item's free fields named as times (`start`, `end`; `abfahrt_zeit`), in the schema's order: a time is
 * never a date or an amount, so no other field can want them.
 */
export function withTimeColumns(columns: TColumns, properties: TSchemaProperty[], first: TLine): TColumns {
  const open = properties.filter((property) => !columns.includes(property));
  const timed = open.filter((property) => named(property, TIME_NAME));
  const moves = timed.length > 0 ? timed : open.filter((property) => named(property, MOVE_NAME));
  const free = moves.length > 0 ? moves : open.filter((property) => named(property, RANGE_NAME));
  const clocks = columns.flatMap((column, index) => {
    const cell = first.cells[index];
    return column === null && cell && CLOCK.test(first.text.slice(cell.start, cell.end).trim()) ? [index] : [];
  });
  if (free.length === 0 || clocks.length < free.length || first.cells.length !== columns.length) {
    return columns;
  }
  const placed = [...columns];
  free.forEach((property, order) => {
    placed[clocks[order] as number] = property;
  });
  return placed;
}
