import { z } from 'zod';

export const ZVerifyEmailInput = z.object({
  token: z.string().min(1).max(200).describe('The token of the mailed link (its `t` parameter); single use, 24 hours'),
});
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>;
