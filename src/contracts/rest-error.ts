import { z } from 'zod';

/** One field's complaint of a refused input. */
export const ZRestIssue = z.object({
  path: z
    .array(z.union([z.string(), z.number().int()]))
    .describe('Where in the input: field names, and item positions inside lists'),
  message: z.string().describe('What is wrong with it, in the language of Accept-Language (en, de)'),
});

/**
 * The body of every REST error (`/api/v1`), whether the OpenAPI adapter or an express route
 * (uploads, downloads) answers: `{ message, code, issues? }`.
 */
export const ZRestErrorBody = z.object({
  message: z.string().describe('For people, in the language of Accept-Language (en, de)'),
  code: z.string().describe('Stable, for programs: BAD_REQUEST, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS …'),
  issues: z.array(ZRestIssue).optional().describe('Per-field messages of a refused input'),
});

export type TRestErrorBody = z.infer<typeof ZRestErrorBody>;
