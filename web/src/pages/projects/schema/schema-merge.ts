import type { TSchemaProperty } from '../../../../../src/extraction/schema/output-schema.ts';
import type { TRevisionDraft } from './revision-draft.ts';
import { fromOutputSchema } from './schema-tree.ts';

export type TMergeResult = { draft: TRevisionDraft; added: string[]; skipped: string[] };

/**
 * Adds a proposal's top-level properties to the draft, after the ones already there. A property
 * whose name the draft already has is left out, so nothing the user wrote is replaced; the
 * proposal's input description is taken only when the draft has none.
 */
export function mergeProposal(
  draft: TRevisionDraft,
  proposal: { output_schema: readonly TSchemaProperty[]; input_description: string },
): TMergeResult {
  const present = new Set(draft.schema.map((property) => property.name.trim()));
  const added: TSchemaProperty[] = [];
  const skipped: string[] = [];
  for (const property of proposal.output_schema) {
    if (present.has(property.name)) {
      skipped.push(property.name);
    } else {
      present.add(property.name);
      added.push(property);
    }
  }
  const description =
    draft.input_description.trim() === '' ? proposal.input_description.slice(0, 2048) : draft.input_description;
  return {
    draft: {
      ...draft,
      schema: added.length === 0 ? draft.schema : [...draft.schema, ...fromOutputSchema(added)],
      input_description: description,
    },
    added: added.map((property) => property.name),
    skipped,
  };
}
