import { z } from 'zod';
import { ZCodedMessage } from '../../i18n/coded-schema.ts';

export const ZTestOutputResult = z.object({
  ok: z.boolean().describe('The receiver accepted the sample payload'),
  response_code: z.number().int().nullable().describe('The receiver’s HTTP status (webhooks)'),
  error: z.string().nullable().describe('Why it failed, in the language of Accept-Language; null when ok'),
  error_detail: ZCodedMessage.nullable().describe('`error` as a code and values'),
  duration_ms: z.number().int(),
});
