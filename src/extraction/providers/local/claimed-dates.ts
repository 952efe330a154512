import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor, type TCandidate } from './candidates.ts';
import { coerceValue } from './coerce.ts';
import { findLabelMatches, valueBelow } from './find-labelled.ts';
import type { TLine } from './lines.ts';
import { nameWords } from './words.ts';

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

/** Each date field's claimed date (null: its labels claim none), kept while the document's cells stay as they are. */
export type TClaimedDates = Map<TSchemaProperty, string | null>;

/** The first date a field's own labels state, or null. */
function claimedBy(lines: TLine[], field: TDateField, dayFirst: boolean): string | null {
  const candidates = candidatesFor({ ...field, name: field.property.name, description: field.property.description });
  for (const match of findLabelMatches(lines, candidates, { wantsDate: true })) {
    const source = match.value ?? (match.standalone ? valueBelow(lines, match.lineIndex) : null);
    const iso = source ? coerceValue(field.property, source.text, dayFirst) : null;
    if (typeof iso === 'string') {
      return iso;
    }
  }
  return null;
}

/**
 * The dates that the labels of the other date fields claim, wherever those fields stand in the schema: a lone
 * date labelled "Date:" belongs to the `date` field even when an unlabelled `delivery_date` is extracted first.
 * `known`: the fields' claims read before for this document; every date field asks for all others', so reading
 * them again for each made the schema's date fields cost their square in label searches over the whole text.
 */
export function datesClaimedByOthers(
  lines: TLine[],
  fields: TDateField[],
  own: TSchemaProperty,
  dayFirst: boolean,
  known: TClaimedDates = new Map(),
) {
  const claimed: string[] = [];
  for (const field of fields.filter((each) => each.property !== own)) {
    let iso = known.get(field.property);
    if (iso === undefined) {
      iso = claimedBy(lines, field, dayFirst);
      known.set(field.property, iso);
    }
    if (iso !== null) {
      claimed.push(iso);
    }
  }
  return claimed;
}

// A bare "Date" / "Datum" is the document's own date: of `invoice_date`, `date`, `rechnungsdatum`.
const BARE_DATE = /^(?:date|datum)$/;
const OWN_DATE =
  /^(?:(?:invoice|document|issue|receipt|bill|statement|letter|order|po|rechnungs|beleg|dokument|ausstellungs|bestell|brief)\s?)?(?:date|datum)$/;

/**
 * A date field's labels without the bare "Date" when another date field of the schema is the document's own date:
 * an invoice's "Date" column is its `invoice_date`, not its `delivery_date`.
 */
export function withoutBareDate(candidates: TCandidate[], own: TSchemaProperty, fields: TDateField[]): TCandidate[] {
  const ownDate = (property: TSchemaProperty) => OWN_DATE.test(nameWords(property.name).join(' '));
  const another =
    isDate(own) && !ownDate(own) && fields.some((field) => field.property !== own && ownDate(field.property));
  // A span's label ("Laufzeit: 01.11.2026 bis 31.03.2027") gives one of its ends only to a date field.
  const kept = isDate(own) ? candidates : candidates.filter((candidate) => !candidate.spanOnly);
  return another
    ? kept.filter((candidate) => !(candidate.words.length === 1 && BARE_DATE.test(candidate.words[0] ?? '')))
    : kept;
}
