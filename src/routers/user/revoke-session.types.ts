import { z } from 'zod';

export const ZRevokeSessionInput = z.object({
  sessionId: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe('The id of the session as the sessions list shows it'),
});
export type TRevokeSessionInput = z.infer<typeof ZRevokeSessionInput>;
