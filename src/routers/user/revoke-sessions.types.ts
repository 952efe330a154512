import { z } from 'zod';

export const ZRevokeSessionsOutput = z.object({
  revoked: z.number().int().describe('How many sessions were ended'),
});
