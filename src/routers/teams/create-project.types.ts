import { z } from 'zod';
import {
  ZProcessingModeFallback,
  ZProcessingModeVariant,
  ZProjectName,
  ZProjectProcessingMode,
  ZProjectSlug,
} from '../projects/projects.types.ts';

export const ZCreateProjectInput = z.object({
  teamId: z.uuid().describe('The team that owns the project'),
  name: ZProjectName,
  slug: ZProjectSlug,
  processing_mode: ZProjectProcessingMode.default('balanced'),
  processing_mode_fallback: ZProcessingModeFallback.default(false),
  processing_mode_variant: ZProcessingModeVariant.default(null),
});

export type TCreateProjectInput = z.input<typeof ZCreateProjectInput>;
