// A letter's medicines written one a line, without a table: "Amlodipine 5 mg once daily", "- Ramipril 5 mg 1-0-0",
// "Metformin 1000 mg morgens und abends". Each line is the drug's name, its strength (a number with a unit of mass or
// volume) and how it is taken; two or more such lines in a row are the list. Only for an item whose fields name a
// drug and its strength or intake, so no other list is read so.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { nameWords } from './words.ts';

// The name (letters, maybe a hyphen or a second word), the strength, the rest; a bullet may open the line. Bounded
// parts, anchored at both ends.
const MEDICINE_LINE =
  /^\s*(?:[-•*·]\s+)?(\p{L}[\p{L}-]{2,30}(?:\s\p{L}[\p{L}-]{1,20}){0,2})\s+(\d{1,5}(?:[.,]\d{1,3})?\s?(?:mg|g|ml|µg|mcg|ug|ie|iu|i\.e\.|mmol|%)(?:\/\d{0,4}\s?(?:ml|h|g))?)(?:\s+(\S.{0,80}))?$/iu;
const NAME = /^(?:name|medication|medicine|drug|medikament|arzneimittel|praeparat|wirkstoff|handelsname|product)$/;
const STRENGTH = /^(?:dose|strength|staerke|wirkstaerke|dosis|dose strength)$/;
const INTAKE =
  /^(?:frequency|haeufigkeit|einnahme|schedule|dosierung|dosage|instructions|directions|anwendung|how to take)$/;

const fieldOf = (properties: TSchemaProperty[], pattern: RegExp) =>
  properties.find((property) => property.type === 'string' && !property.format && pattern.test(wordsOf(property)));
const wordsOf = (property: TSchemaProperty) => nameWords(property.name).join(' ');

/** The medicines of the first run of two or more medicine lines; none when the item names no drug or there is none. */
export function medicationLines(lines: TLine[], properties: TSchemaProperty[]) {
  const name = fieldOf(properties, NAME);
  // "dosage" is the strength when another field holds the intake, else the whole of how it is taken.
  const intake = fieldOf(properties, INTAKE);
  const strength = fieldOf(
    properties.filter((property) => property !== intake),
    STRENGTH,
  );
  if (!name || (!strength && !intake)) {
    return [];
  }
  for (let start = 0; start < lines.length; start++) {
    const rows: { line: TLine; values: Map<TSchemaProperty, TLeafValue>; missing: TSchemaProperty[] }[] = [];
    for (let index = start; index < lines.length && !isBlank(lines[index]); index++) {
      const line = lines[index] as TLine;
      const parts = line.text.length <= 160 ? MEDICINE_LINE.exec(line.text) : null;
      if (!parts?.[1] || !parts[2]) {
        break;
      }
      const values = new Map<TSchemaProperty, TLeafValue>([[name, parts[1].trim()]]);
      const dose = parts[2].trim();
      const rest = parts[3]?.trim().replace(/[.;]$/, '');
      if (strength) {
        values.set(strength, dose);
        if (intake && rest) {
          values.set(intake, rest);
        }
      } else if (intake) {
        values.set(intake, rest ? `${dose} ${rest}` : dose);
      }
      rows.push({ line, values, missing: [] });
    }
    if (rows.length >= 2) {
      return rows;
    }
    start += rows.length;
  }
  return [];
}
