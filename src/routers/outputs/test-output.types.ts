import { z } from 'zod';

export const ZTestOutputResult = z.object({
  ok: z.boolean().describe('The receiver accepted the sample payload'),
  response_code: z.number().int().nullable().describe('The receiver’s HTTP status (webhooks)'),
  error: z.string().nullable().describe('Why it failed; null when ok'),
  duration_ms: z.number().int(),
});
