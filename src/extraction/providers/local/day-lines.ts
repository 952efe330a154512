// A tour's or a plan's days one a line, each under its number and maybe its date: "Tag 2 (So, 05.04.2026): Prag –
// Wien, 330 km, Abendessen im Heurigen", "Day 3: Lake Bled, 2 nights". The number goes to the item's field for it
// (`tag`, `day`, `etappe`), the date to its date field, the first part after the colon to its first text field, and a
// part that is a number with a unit to the number field named by that unit ("330 km" to `km`). Two or more such lines
// make the list.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// The day's word and number, a bracketed date or day, then the text; each part bounded, anchored at both ends.
const DAY_LINE =
  /^\s*(?:tag|day|etappe|stage|leg|woche|week)\s(\d{1,3})\s?(?:\(([^)]{2,30})\))?\s?[:.–-]\s+(\S.{2,200})$/iu;
const DAY_NAME = /^(?:tag|day|etappe|stage|leg|nr|no|number|nummer|woche|week|reisetag)$/;
const UNIT_PART = /^(\d{1,6}(?:[.,]\d{1,2})?)\s?(\p{L}{1,12})\.?$/u;

const lastWord = (property: TSchemaProperty) => nameWords(property.name).at(-1) ?? '';

/** The items of the first run of two or more day lines; none when the item has no field for a day's number. */
export function dayLines(lines: TLine[], properties: TSchemaProperty[], dayFirst: boolean): TTableRow[] {
  const day = properties.find((property) => property.type === 'number' && DAY_NAME.test(lastWord(property)));
  const date = properties.find((property) => property.type === 'string' && property.format === 'date');
  const text = properties.find((property) => property.type === 'string' && !property.format);
  if (!day || !text) {
    return [];
  }
  const numbers = properties.filter((property) => property.type === 'number' && property !== day);
  const rows: TTableRow[] = [];
  for (const line of lines) {
    if (isBlank(line) && rows.length > 0) {
      continue;
    }
    const parts = line.text.length <= 260 ? DAY_LINE.exec(line.text) : null;
    if (!parts?.[1] || !parts[3]) {
      if (rows.length >= 2) {
        return rows;
      }
      rows.length = 0;
      continue;
    }
    const values = new Map<TSchemaProperty, TLeafValue>([[day, Number(parts[1])]]);
    const dated = date && parts[2] ? coerceValue(date, parts[2], dayFirst) : null;
    if (date && dated !== null) {
      values.set(date, dated);
    }
    const [first, ...rest] = parts[3].split(/,\s+/);
    values.set(text, (first ?? '').trim());
    for (const part of rest) {
      const unit = UNIT_PART.exec(part.trim());
      const field = unit?.[2] && numbers.find((property) => lastWord(property) === unit[2]?.toLowerCase());
      const value = field && unit?.[1] ? parseNumber(unit[1]) : null;
      if (field && value !== null && !values.has(field)) {
        values.set(field, value);
      }
    }
    rows.push({ line, values, missing: [] });
  }
  return rows.length >= 2 ? rows : [];
}
