import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';

/** A filled field outside arrays: its property, the object holding its value, and its path ("seller.name"). */
export type TFilledLeafVisit = (property: TSchemaProperty, holder: Record<string, unknown>, at: string) => void;

/**
 * Visits every field of `result` that has a value and is no object, through nested objects (arrays are left out):
 * the post-passes that check a kind of field against the document (sum-totals.ts, deadline-dates.ts) pick theirs.
 */
export function eachFilledLeaf(
  schema: TOutputSchema,
  result: Record<string, unknown>,
  visit: TFilledLeafVisit,
  path = '',
) {
  for (const property of schema) {
    const at = path ? `${path}.${property.name}` : property.name;
    const value = result[property.name];
    if (property.type === 'object') {
      if (value && typeof value === 'object') {
        eachFilledLeaf(property.properties, value as Record<string, unknown>, visit, at);
      }
    } else if (value !== undefined && value !== null) {
      visit(property, result, at);
    }
  }
}
