import { z } from 'zod';
import {
  ZProcessingModeFallback,
  ZProcessingModeVariant,
  ZProjectId,
  ZProjectName,
  ZProjectProcessingMode,
  ZProjectSlug,
} from './projects.types.ts';

/** Every field is optional: only the given ones change. */
export const ZUpdateProjectInput = z.object({
  projectId: ZProjectId,
  name: ZProjectName.optional(),
  slug: ZProjectSlug.optional(),
  processing_mode: ZProjectProcessingMode.optional(),
  processing_mode_fallback: ZProcessingModeFallback.optional(),
  processing_mode_variant: ZProcessingModeVariant.optional(),
  review_confidence_threshold: z
    .number()
    .min(0)
    .max(1)
    .describe('0–1: a field whose source confidence is below this needs a review')
    .optional(),
});

export type TUpdateProjectInput = z.input<typeof ZUpdateProjectInput>;
