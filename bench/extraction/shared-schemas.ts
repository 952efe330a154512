// Absent fields for the verifier to learn from. A development document's schema states exactly its truth's fields,
// so a value the document does not hold never occurs there; in use (and in the precision sets) one schema serves many
// documents of a kind, each stating only part of it. Here every development document of a kind gets the fields its
// kind's other development documents ask for (the union of their schemas), absent from its truth, unless a field
// says the same as one it has (`invoice_no` beside `invoice_number`, `rechnungsnummer`): that would be a second name
// of a stated field, not an absent one.
import { candidatesFor } from '../../src/extraction/providers/local/candidates.ts';
import { matchScore, similarity } from '../../src/extraction/providers/local/learned-similarity.ts';
import { nameWords } from '../../src/extraction/providers/local/words.ts';
import type { TOutputSchema, TSchemaProperty } from '../../src/extraction/schema/output-schema.ts';
import type { TCorpusDocument } from './corpus/types.ts';

const MAX_ADDED = 6;
// Names at least this alike are one field.
const SAME_FIELD = 0.6;

const kindKey = (kind: string) => kind.toLowerCase().replace(/[\s_-]+/g, ' ');

const known = new Map<string, boolean>();

function alike(a: string, b: string, parentName?: string): boolean {
  const key = `${a} ${b} ${parentName ?? ''}`;
  const cached = known.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const forward = matchScore(similarity(nameWords(a), candidatesFor({ name: b, parentName })));
  const backward = matchScore(similarity(nameWords(b), candidatesFor({ name: a, parentName })));
  known.set(key, Math.max(forward, backward) >= SAME_FIELD);
  return known.get(key) ?? false;
}

/** `own` with the properties of `other` it lacks (objects merged alike), in own order, added ones after. */
export function mergeSchema(own: TOutputSchema, other: TOutputSchema, parentName?: string): TOutputSchema {
  const merged = own.map((property): TSchemaProperty => {
    const twin = other.find((each) => each.name === property.name);
    return property.type === 'object' && twin?.type === 'object'
      ? { ...property, properties: mergeSchema(property.properties, twin.properties, property.name) }
      : property;
  });
  // An array is the table rules' work, never a scalar value to verify.
  for (const property of other.filter((each) => each.type !== 'array')) {
    if (!merged.some((each) => each.name === property.name || alike(each.name, property.name, parentName))) {
      merged.push(property);
    }
  }
  return merged;
}

/** Each document with its kind's shared schema (documents of one kind only, in corpus order: deterministic). */
export function withSharedSchemas<T extends Pick<TCorpusDocument, 'kind' | 'schema'>>(documents: T[]): T[] {
  // The kind's fields, gathered once (first name of a field kept), then each document's own added to its kind's.
  const byKind = new Map<string, TOutputSchema>();
  for (const document of documents) {
    byKind.set(kindKey(document.kind), mergeSchema(byKind.get(kindKey(document.kind)) ?? [], document.schema));
  }
  return documents.map((document) => {
    const merged = mergeSchema(document.schema, byKind.get(kindKey(document.kind)) ?? []);
    // At most MAX_ADDED of the kind's other fields, spread over them: the extractor's time grows with the schema.
    const added = merged.slice(document.schema.length);
    const step = Math.max(1, added.length / MAX_ADDED);
    const chosen = added.filter((_, index) => Math.floor(index % step) === 0).slice(0, MAX_ADDED);
    return { ...document, schema: [...document.schema, ...chosen] };
  });
}
