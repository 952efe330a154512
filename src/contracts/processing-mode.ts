import { z } from 'zod';

/** fast / balanced / accurate: which model (MODEL_FAST, …) extracts a project's documents. */
export const ZProcessingMode = z.enum(['fast', 'balanced', 'accurate']);
export type TProcessingModeInput = z.infer<typeof ZProcessingMode>;
