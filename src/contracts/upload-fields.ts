// The multipart calls' inputs, defined once: the express routes validate with these schemas and
// the OpenAPI document is generated from them (src/http/openapi-extras.ts), so the reference
// lists exactly what the routes read. On the wire every text field is a string.
import { z } from 'zod';
import { ZProcessingMode } from './processing-mode.ts';

/** A yes/no form or query field: `true`/`1` or `false`/`0` on the wire. */
export const ZFormBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The text fields of a multipart upload (REST and UI), as strings on the wire. */
export const ZUploadFields = z.object({
  reference: z
    .string()
    .trim()
    .max(500)
    .optional()
    .describe('Your own reference for the execution (an order number, a mail subject …); at most 500 characters'),
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
    })
    .describe('A JSON object kept with the execution, e.g. {"customer": 4711}'),
  wait_for_completion: ZFormBoolean.optional().describe(
    'true or 1: answer when the extraction has ended (or the timeout passed), with its result; otherwise at once with the pending execution',
  ),
  wait_for_completion_timeout: z.coerce
    .number()
    .min(0)
    .optional()
    .describe(
      'Seconds to wait with wait_for_completion, at most the server’s WAIT_FOR_COMPLETION_MAX_SECONDS (its default)',
    ),
  processing_mode: ZProcessingMode.optional().describe(
    'fast, balanced or accurate (each a model the server configures); default: the project’s mode',
  ),
  processing_mode_fallback: ZFormBoolean.optional().describe(
    'true or 1: a failed extraction is retried once in the fallback mode; default: the project’s setting',
  ),
});

/** The file field of an upload; `documents[]` is accepted too, as some form libraries name lists. */
export const UPLOAD_FILES_FIELD = 'documents';

/** The whole upload form as the reference shows it: the files and the text fields. */
export const ZUploadForm = ZUploadFields.extend({
  [UPLOAD_FILES_FIELD]: z
    .array(z.file())
    .min(1)
    .describe(
      'The files of one execution (PDF, images, DOCX, text, CSV, HTML, e-mail, JSON); their number and size are capped by the server (UPLOAD_MAX_FILES, UPLOAD_MAX_FILE_BYTES)',
    ),
});

export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: 'Idempotency-Key must be 1–255 visible ASCII characters' })
  .describe(
    'Makes retries safe: an upload with a key this caller used on this project in the last 24 hours creates nothing and answers with the first execution (header Idempotent-Replayed: true). Use a new random value (e.g. a UUID) per document set. 1–255 visible ASCII characters.',
  );

/** The headers an upload reads. */
export const ZUploadHeaders = z.object({ 'Idempotency-Key': ZIdempotencyKey.optional() });

export const ZProjectRefParameter = z.string().min(1).describe('Project id (or, on upload, its slug)');

/** The download's query flag; any other value means inline where the type allows it. */
export const ZForceDownload = ZFormBoolean.optional().describe(
  'true or 1: always as an attachment; otherwise PDF, images and text are shown inline',
);
