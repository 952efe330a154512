import { z } from 'zod';
import { ZProcessingMode } from '../../contracts/processing-mode.ts';
import { ZProjectRef } from '../../contracts/refs.ts';
import type { TProject } from '../../db/entities/project.ts';
import { toIso, ZDateTime } from '../schemas.ts';

// Project shapes shared by the procedures of `projects.*` and by `teams.listProjects` / `teams.createProject`.
export { ZProcessingMode };

export const ZProjectName = z.string().trim().min(3).max(32).describe('Shown in the UI; 3–32 characters');
export const ZProjectSlug = z
  .string()
  .min(3)
  .max(32)
  // No message of its own: the UI says what is allowed from the pattern (validation.slug), in its language.
  .regex(/^[a-z0-9-]+$/)
  .describe('Unique in the team: lower-case letters, digits and dashes; e-mail ingest uses it (key+slug@…)');
/** ZProcessingMode as a project field, explained for the API reference. */
export const ZProjectProcessingMode = ZProcessingMode.describe(
  'fast, balanced or accurate: which model extracts the documents (MODEL_FAST, MODEL_BALANCED, MODEL_ACCURATE)',
);
export const ZProcessingModeFallback = z
  .boolean()
  .describe('When an extraction fails, retry it once in the next more accurate mode');
export const ZProcessingModeVariant = z
  .string()
  .max(64)
  .nullable()
  .describe('A model variant of the mode (provider-specific); null for the default');

export const ZProject = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  processing_mode: ZProjectProcessingMode,
  processing_mode_fallback: ZProcessingModeFallback,
  processing_mode_variant: ZProcessingModeVariant,
  created_at: ZDateTime,
  latest_revision: z.number().int().nullable().describe('Number of the newest revision; null before the first'),
  review_confidence_threshold: z.number().describe('A field whose source confidence is below this needs a review'),
});
export const ZProjectDetail = ZProject.extend({
  is_initial_upload_processing: z
    .boolean()
    .describe('A sample document uploaded with the project is still proposing the first revision'),
});

/** The project a call works on (REST: the `{projectId}` of the path). */
export const ZProjectId = ZProjectRef.shape.projectId;
export { ZProjectRef };

export type TProjectOutput = z.infer<typeof ZProject>;

export function toProject(project: TProject): TProjectOutput {
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

type TProjectSettingsInput = {
  name: string;
  slug: string;
  processing_mode: z.infer<typeof ZProcessingMode>;
  processing_mode_fallback: boolean;
  processing_mode_variant: string | null;
  review_confidence_threshold?: number;
};

/** The API's project settings (snake_case) as the services' fields; on an update, absent ones stay absent. */
export function projectFieldsOf<TInput extends Partial<TProjectSettingsInput>>(input: TInput) {
  return {
    name: input.name,
    slug: input.slug,
    processingMode: input.processing_mode,
    processingModeFallback: input.processing_mode_fallback,
    processingModeVariant: input.processing_mode_variant,
    reviewConfidenceThreshold: input.review_confidence_threshold,
  } as {
    name: TInput['name'];
    slug: TInput['slug'];
    processingMode: TInput['processing_mode'];
    processingModeFallback: TInput['processing_mode_fallback'];
    processingModeVariant: TInput['processing_mode_variant'];
    reviewConfidenceThreshold?: number;
  };
}
