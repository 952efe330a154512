import { z } from 'zod';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import { ZOutputSchema } from '../../extraction/schema/output-schema.ts';
import { toIso, ZDateTime, ZLanguage } from '../schemas.ts';
import { ZProjectId } from './projects.types.ts';

// Revision shapes shared by the revision procedures, evaluations (drafts) and the web schema editor.

export const ZTitleConfig = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('automatic') }),
    z.object({ mode: z.literal('instructions'), instructions: z.string().trim().min(1).max(200) }),
  ])
  .describe('How an execution gets its title: chosen automatically, or written by these instructions');

export const ZRevision = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  revision: z.number().int().describe('1, 2, 3 … per project; revisions never change'),
  input_description: z.string().describe('What the documents are, for the extractor'),
  input_language: z.string().describe('Language of the documents (ISO 639-1)'),
  output_language: z.string().describe('Language of the extracted values (ISO 639-1)'),
  output_schema: z.array(z.record(z.string(), z.unknown())).describe('The output schema: a list of properties'),
  title_config: ZTitleConfig,
  copied_from_revision_id: z.uuid().nullable().describe('The revision this one was restored or copied from'),
  created_at: ZDateTime,
  created_by_user_id: z.uuid().nullable().describe('Who saved it; null when proposed from a sample document'),
  created_by_user_name: z.string().nullable(),
});

export const ZRevisionFields = z.object({
  input_description: z.string().max(2048).describe('What the documents are, for the extractor').default(''),
  input_language: ZLanguage.describe('Language of the documents (ISO 639-1)').default('en'),
  output_language: ZLanguage.describe('Language of the extracted values (ISO 639-1)').default('en'),
  output_schema: ZOutputSchema.describe(
    'The properties to extract, in order: name, type, description, required; objects and arrays nest',
  ),
  title_config: ZTitleConfig.default({ mode: 'automatic' }),
});
export const ZRevisionRef = z.object({ projectId: ZProjectId, revisionId: z.uuid().describe('The revision') });

export type TRevisionOutput = z.infer<typeof ZRevision>;
export type TRevisionFieldsInput = z.input<typeof ZRevisionFields>;

export function toRevision(revision: TProjectRevision): TRevisionOutput {
  return {
    id: revision.id,
    project_id: revision.project.id,
    revision: revision.revision,
    input_description: revision.inputDescription,
    input_language: revision.inputLanguage,
    output_language: revision.outputLanguage,
    output_schema: revision.outputSchema as unknown as Record<string, unknown>[],
    title_config: revision.titleConfig,
    copied_from_revision_id: revision.copiedFromRevisionId ?? null,
    created_at: toIso(revision.createdAt),
    created_by_user_id: revision.createdBy?.id ?? null,
    created_by_user_name: revision.createdBy?.name ?? null,
  };
}
