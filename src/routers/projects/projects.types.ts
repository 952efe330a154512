import { z } from 'zod';
import { ZProcessingMode } from '../../contracts/processing-mode.ts';
import type { TProject } from '../../db/entities/project.ts';
import type { TMeta } from '../../trpc/init.ts';
import { toIso, ZDateTime } from '../schemas.ts';

export { ZProcessingMode };

export const ZProjectName = z.string().trim().min(3).max(32);
export const ZProjectSlug = z
  .string()
  .min(3)
  .max(32)
  // No message of its own: the UI says what is allowed from the pattern (validation.slug), in its language.
  .regex(/^[a-z0-9-]+$/);

export const ZProject = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  processing_mode: ZProcessingMode,
  processing_mode_fallback: z.boolean(),
  processing_mode_variant: z.string().nullable(),
  created_at: ZDateTime,
  latest_revision: z.number().int().nullable(),
  review_confidence_threshold: z.number().describe('A field whose source confidence is below this needs a review'),
});
export const ZProjectDetail = ZProject.extend({ is_initial_upload_processing: z.boolean() });

const projectFields = {
  name: ZProjectName,
  slug: ZProjectSlug,
  processing_mode: ZProcessingMode.default('balanced'),
  processing_mode_fallback: z.boolean().default(false),
  processing_mode_variant: z.string().max(64).nullable().default(null),
};
export const ZCreateProjectInput = z.object({ teamId: z.uuid(), ...projectFields });
export const ZUpdateProjectInput = z.object({
  projectId: z.uuid(),
  name: projectFields.name.optional(),
  slug: projectFields.slug.optional(),
  processing_mode: ZProcessingMode.optional(),
  processing_mode_fallback: z.boolean().optional(),
  processing_mode_variant: z.string().max(64).nullable().optional(),
  review_confidence_threshold: z.number().min(0).max(1).optional(),
});
export const ZProjectRef = z.object({ projectId: z.uuid() });

export type TProjectOutput = z.infer<typeof ZProject>;
export type TCreateProjectInput = z.input<typeof ZCreateProjectInput>;
export type TUpdateProjectInput = z.input<typeof ZUpdateProjectInput>;

export function toProject(project: TProject) {
  return {
    id: project.id,
    team_id: project.team.id,
    name: project.name,
    slug: project.slug,
    processing_mode: project.processingMode,
    processing_mode_fallback: project.processingModeFallback,
    processing_mode_variant: project.processingModeVariant ?? null,
    created_at: toIso(project.createdAt),
    latest_revision: project.latestRevision ?? null,
    review_confidence_threshold: Number(project.reviewConfidenceThreshold),
  };
}

const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Projects'], summary, protect: true },
});

export const listProjectsMeta = meta('GET', '/teams/{teamId}/projects', 'Projects of a team');
export const createProjectMeta = meta('POST', '/teams/{teamId}/projects', 'Create a project (admin)');
export const getProjectMeta = meta('GET', '/projects/{projectId}', 'Project detail');
export const updateProjectMeta = meta('PATCH', '/projects/{projectId}', 'Change a project (admin)');
export const deleteProjectMeta = meta(
  'DELETE',
  '/projects/{projectId}',
  'Delete a project with its revisions, documents, executions and outputs (admin)',
);
