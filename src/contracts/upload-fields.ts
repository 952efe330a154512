import { z } from 'zod';
import { ZProcessingMode } from './processing-mode.ts';

const booleanField = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The text fields of a multipart upload (REST and UI), as strings on the wire. */
export const ZUploadFields = z.object({
  reference: z.string().trim().max(500).optional(),
  metadata: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) {
        return null;
      }
      try {
        return z.record(z.string(), z.unknown()).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
        return z.NEVER;
      }
    }),
  wait_for_completion: booleanField.optional(),
  wait_for_completion_timeout: z.coerce.number().min(0).optional(),
  processing_mode: ZProcessingMode.optional(),
  processing_mode_fallback: booleanField.optional(),
});
