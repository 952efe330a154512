import { z } from 'zod';

/** A message by code and values, for clients that render it in their own language. */
export const ZCodedMessage = z.object({
  code: z.string().describe('Stable message code, e.g. warning.field_not_found'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('The values the message names'),
});
