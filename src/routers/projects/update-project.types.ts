import { z } from 'zod';
import {
  ZProcessingMode,
  ZProcessingModeFallback,
  ZProcessingModeVariant,
  ZProjectName,
  ZProjectSlug,
} from './projects.types.ts';

/** Every field is optional: only the given ones change. */
export const ZUpdateProjectInput = z.object({
  projectId: z.uuid().describe('The project'),
  name: ZProjectName.optional(),
  slug: ZProjectSlug.optional(),
  processing_mode: ZProcessingMode.optional(),
  processing_mode_fallback: ZProcessingModeFallback.optional(),
  processing_mode_variant: ZProcessingModeVariant.optional(),
  review_confidence_threshold: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('0–1: a field whose source confidence is below this needs a review'),
});

export type TUpdateProjectInput = z.input<typeof ZUpdateProjectInput>;
