import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue } from './coerce.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import type { TLine } from './lines.ts';

/** A date leaf of the schema outside arrays, with the object it belongs to. */
export type TDateField = { property: TSchemaProperty; parentName?: string };

const isDate = (property: TSchemaProperty) => property.type === 'string' && property.format === 'date';

/** The date leaves of a schema (not those of array items), in schema order. */
export function dateFieldsOf(properties: TSchemaProperty[], parentName?: string): TDateField[] {
  return properties.flatMap((property): TDateField[] =>
    property.type === 'object'
      ? dateFieldsOf(property.properties, property.name)
      : isDate(property)
        ? [{ property, parentName }]
        : [],
  );
}

/**
 * The dates that the labels of the other date fields claim, wherever those fields stand in the schema: a lone
 * date labelled "Date:" belongs to the `date` field even when an unlabelled `delivery_date` is extracted first.
 */
export function datesClaimedByOthers(lines: TLine[], fields: TDateField[], own: TSchemaProperty, dayFirst: boolean) {
  const claimed: string[] = [];
  for (const field of fields.filter((each) => each.property !== own)) {
    const candidates = candidatesFor({ ...field, name: field.property.name, description: field.property.description });
    for (const match of findLabelMatches(lines, candidates, { wantsDate: true })) {
      const source = match.value ?? (match.standalone ? valueBelow(lines, match.lineIndex) : null);
      const iso = source ? coerceValue(field.property, source.text, dayFirst) : null;
      if (typeof iso === 'string') {
        claimed.push(iso);
        break;
      }
    }
  }
  return claimed;
}
