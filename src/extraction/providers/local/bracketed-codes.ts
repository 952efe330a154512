import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

// "Manchester (MAN) T2", "Zürich (ZRH)": a place or a name with its code in brackets.
const BRACKETED = /\(([A-Z]{2,4})\)/g;

/** A field asked for as a code ("IATA code", `country_code`, "Kürzel"). */
const asksForCode = (property: TSchemaProperty) =>
  labelWords(`${property.name} ${property.description ?? ''}`.replace(/_/g, ' ')).some((word) =>
    /^(?:code|codes|kürzel|kuerzel)$/.test(word),
  );

/** A text cell holding a name with one code in brackets gives only the code to a field asked for as a code. */
export function withBracketedCodes(rows: TTableRow[], properties: TSchemaProperty[]): TTableRow[] {
  const fields = properties.filter(
    (property) => property.type === 'string' && !property.format && asksForCode(property),
  );
  for (const row of rows) {
    for (const field of fields) {
      const value = row.values.get(field);
      const codes = typeof value === 'string' ? [...value.matchAll(BRACKETED)] : [];
      if (codes.length === 1 && codes[0]?.[1]) {
        row.values.set(field, codes[0][1]);
      }
    }
  }
  return rows;
}
