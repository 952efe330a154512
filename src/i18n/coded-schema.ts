import { z } from 'zod';
import type { TCodedMessage } from './types.ts';

/** How deep the web UI's messages nest (a reason in a reason …); deeper ones arrive as English text. */
export const NESTED_MESSAGE_DEPTH = 4;

const ZFlatValue = z.union([z.string(), z.number()]);

// One level of nesting per call: a fixed depth, not a recursive schema, so output validation keeps
// its fast path (conforming-output.ts handles no lazy or recursive schemas).
function nestedMessage(depth: number): z.ZodType<TCodedMessage> {
  const value = depth === 0 ? ZFlatValue : z.union([z.string(), z.number(), nestedMessage(depth - 1)]);
  return z.object({ code: z.string(), params: z.record(z.string(), value) });
}

/**
 * A message by code and values, for clients that render it in their own language. REST answers a
 * nested message (a `{reason}`) as its English text, as documented; the web UI's own tRPC calls get
 * it as a message of its own (code and values), so the browser renders it from the catalogue. The
 * reference documents the REST shape.
 */
export const ZCodedMessage = z.object({
  code: z.string().describe('Stable message code, e.g. warning.field_not_found'),
  params: z
    .record(z.string(), z.union([z.string(), z.number(), nestedMessage(NESTED_MESSAGE_DEPTH - 1)]))
    .describe('The values the message names')
    .meta({
      override: ({ jsonSchema }) => {
        jsonSchema.additionalProperties = { type: ['string', 'number'] };
      },
    }),
});
