import { z } from 'zod';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import { ZOutputSchema } from '../../extraction/schema/output-schema.ts';
import type { TMeta } from '../../trpc/init.ts';
import { ZPageInput } from '../paging.ts';
import { toIso, ZDateTime, ZLanguage } from '../schemas.ts';

export const ZTitleConfig = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('automatic') }),
  z.object({ mode: z.literal('instructions'), instructions: z.string().trim().min(1).max(200) }),
]);

export const ZRevision = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  revision: z.number().int(),
  input_description: z.string(),
  input_language: z.string(),
  output_language: z.string(),
  output_schema: z.array(z.record(z.string(), z.unknown())).describe('The output schema: a list of properties'),
  title_config: ZTitleConfig,
  copied_from_revision_id: z.uuid().nullable(),
  created_at: ZDateTime,
  created_by_user_id: z.uuid().nullable(),
  created_by_user_name: z.string().nullable(),
});

export const ZRevisionFields = z.object({
  input_description: z.string().max(2048).default(''),
  input_language: ZLanguage.default('en'),
  output_language: ZLanguage.default('en'),
  output_schema: ZOutputSchema,
  title_config: ZTitleConfig.default({ mode: 'automatic' }),
});
export const ZCreateRevisionInput = ZRevisionFields.extend({ projectId: z.uuid() });
export const ZListRevisionsInput = ZPageInput.extend({
  projectId: z.uuid(),
  per_page: z.coerce.number().int().min(0).max(200).default(200),
});
export const ZRevisionRef = z.object({ projectId: z.uuid(), revisionId: z.uuid() });
export const ZCopyRevisionInput = ZRevisionRef.extend({ target_project_id: z.uuid() });

export type TRevisionOutput = z.infer<typeof ZRevision>;
export type TCreateRevisionInput = z.input<typeof ZCreateRevisionInput>;
export type TRevisionFieldsInput = z.input<typeof ZRevisionFields>;

export function toRevision(revision: TProjectRevision) {
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

const meta = (method: 'GET' | 'POST', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Revisions'], summary, protect: true },
});

export const listRevisionsMeta = meta(
  'GET',
  '/projects/{projectId}/revisions',
  'Revisions, newest first (page size up to 200)',
);
export const createRevisionMeta = meta('POST', '/projects/{projectId}/revisions', 'Save the next revision (admin)');
export const latestRevisionMeta = meta('GET', '/projects/{projectId}/revisions/latest', 'The newest revision');
export const getRevisionMeta = meta('GET', '/projects/{projectId}/revisions/{revisionId}', 'One revision');
export const copyRevisionMeta = meta(
  'POST',
  '/projects/{projectId}/revisions/{revisionId}/copy',
  'Copy a revision into another project you may edit, as its next revision',
);
export const restoreRevisionMeta = meta(
  'POST',
  '/projects/{projectId}/revisions/{revisionId}/restore',
  'Save an old revision’s content as the next revision (admin)',
);
