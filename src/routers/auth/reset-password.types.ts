import { z } from 'zod';
import { ZPassword } from '../schemas.ts';

export const ZResetPasswordInput = z.object({
  token: z.string().min(1).max(200).describe('The token of the mailed reset link (its `t` parameter); single use'),
  password: ZPassword.describe('The new password, 8 to 128 characters'),
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
