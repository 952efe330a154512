import type { z } from 'zod';
import { SCHEMA_LIMITS, type TSchemaProperty } from '../../../../../src/extraction/schema/output-schema.ts';
import {
  type TRevisionFieldsInput,
  type TRevisionOutput,
  ZRevisionFields,
} from '../../../../../src/routers/projects/revisions.types.ts';
import { type TMessageDescriptor, zodIssueMessage } from '../../../i18n/field-messages.ts';
import {
  fromOutputSchema,
  type TEditorNode,
  type TEditorProperty,
  type TEditorSchema,
  toOutputSchema,
} from './schema-tree.ts';

/** Everything the schema page edits: the tree plus the revision's other fields, as the controls hold them. */
export type TRevisionDraft = {
  schema: TEditorSchema;
  input_description: string;
  input_language: string;
  output_language: string;
  title_mode: 'automatic' | 'instructions';
  /** Kept while the mode is automatic, so switching back and forth loses no text. */
  title_instructions: string;
};

export type TDraftField = 'input_description' | 'input_language' | 'output_language' | 'title_instructions';

/** A schema problem, placed on the property it belongs to (`null`: the schema as a whole). */
export type TSchemaIssue = {
  propertyId: string | null;
  field: 'name' | 'description' | 'node';
  message: TMessageDescriptor;
  /** An empty name: shown only after a save attempt, not while a new property waits for its name. */
  emptyName: boolean;
};

export type TDraftValidation = {
  schemaIssues: TSchemaIssue[];
  fieldIssues: Partial<Record<TDraftField, TMessageDescriptor>>;
};

export function emptyDraft(): TRevisionDraft {
  return {
    schema: [],
    input_description: '',
    input_language: 'en',
    output_language: 'en',
    title_mode: 'automatic',
    title_instructions: '',
  };
}

export function draftFromRevision(revision: TRevisionOutput | undefined): TRevisionDraft {
  if (!revision) {
    return emptyDraft();
  }
  return {
    // The server validated the schema when it was saved; the record type is just how it travels.
    schema: fromOutputSchema(revision.output_schema as unknown as TSchemaProperty[]),
    input_description: revision.input_description,
    input_language: revision.input_language,
    output_language: revision.output_language,
    title_mode: revision.title_config.mode,
    title_instructions: revision.title_config.mode === 'instructions' ? revision.title_config.instructions : '',
  };
}

/** The createRevision fields (without projectId) the draft stands for. */
export function draftPayload(draft: TRevisionDraft): TRevisionFieldsInput {
  return {
    input_description: draft.input_description,
    input_language: draft.input_language,
    output_language: draft.output_language,
    output_schema: toOutputSchema(draft.schema),
    title_config:
      draft.title_mode === 'instructions'
        ? { mode: 'instructions', instructions: draft.title_instructions }
        : { mode: 'automatic' },
  };
}

/** Whether two drafts would save the same revision (ids and whitespace-only descriptions aside). */
export function sameDraft(a: TRevisionDraft, b: TRevisionDraft): boolean {
  return JSON.stringify(draftPayload(a)) === JSON.stringify(draftPayload(b));
}

export type TIssue = z.core.$ZodIssue;

/** Follows an issue path through the stored schema's shape back to the editor property it names. */
function locate(schema: TEditorSchema, path: readonly PropertyKey[]): Pick<TSchemaIssue, 'propertyId' | 'field'> {
  let list: TEditorProperty[] | undefined = schema;
  let node: TEditorNode | undefined;
  let propertyId: string | null = null;
  let field: TSchemaIssue['field'] = 'node';
  for (const segment of path) {
    if (typeof segment === 'number') {
      const property: TEditorProperty | undefined = list?.[segment];
      if (!property) {
        break;
      }
      propertyId = property.id;
      node = property.node;
      list = undefined;
      field = 'node';
    } else if (segment === 'properties') {
      list = node?.type === 'object' ? node.properties : undefined;
    } else if (segment === 'items') {
      node = node?.type === 'array' ? node.items : undefined;
    } else if (segment === 'name' || segment === 'description') {
      field = segment;
    }
  }
  return { propertyId, field };
}

/** The message for an issue of ZOutputSchema, by its path within the schema. */
export function schemaIssueMessage(issue: TIssue, path: readonly PropertyKey[] = issue.path): TMessageDescriptor {
  const onName = path.at(-1) === 'name';
  // The structural checks are custom issues: a repeated name, too deep, or too many in all.
  if (issue.code === 'custom') {
    if (onName) {
      return { id: 'schema.error.duplicateName' };
    }
    return path.length === 0
      ? { id: 'schema.error.tooMany', values: { maximum: SCHEMA_LIMITS.maxProperties } }
      : { id: 'schema.error.tooDeep', values: { maximum: SCHEMA_LIMITS.maxDepth } };
  }
  if (path.length === 0 && issue.code === 'too_big') {
    return { id: 'schema.error.tooMany', values: { maximum: SCHEMA_LIMITS.maxProperties } };
  }
  if (onName && issue.code === 'invalid_format') {
    return { id: 'schema.error.nameFormat' };
  }
  return zodIssueMessage(issue);
}

const FIELD_OF_PATH: Record<string, TDraftField> = {
  input_description: 'input_description',
  input_language: 'input_language',
  output_language: 'output_language',
  'title_config.instructions': 'title_instructions',
};

/** Checks the draft with the server's own ZRevisionFields and places each problem where the user can fix it. */
export function validateDraft(draft: TRevisionDraft): TDraftValidation {
  const result = ZRevisionFields.safeParse(draftPayload(draft));
  const validation: TDraftValidation = { schemaIssues: [], fieldIssues: {} };
  if (result.success) {
    return validation;
  }
  const placed = new Set<string>();
  for (const issue of result.error.issues) {
    const [head, ...rest] = issue.path;
    if (head === 'output_schema') {
      const at = locate(draft.schema, rest);
      // An empty name also fails the name pattern; one message per field is enough.
      const key = `${at.propertyId}:${at.field}`;
      if (placed.has(key)) {
        continue;
      }
      placed.add(key);
      const emptyName = at.field === 'name' && issue.code === 'too_small';
      validation.schemaIssues.push({ ...at, message: schemaIssueMessage(issue, rest), emptyName });
      continue;
    }
    const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
    if (field && !validation.fieldIssues[field]) {
      validation.fieldIssues[field] = zodIssueMessage(issue);
    }
  }
  return validation;
}
