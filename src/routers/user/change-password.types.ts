import { z } from 'zod';
import { ZPassword } from '../schemas.ts';

export const ZChangePasswordInput = z.object({
  old_password: z.string().min(1).max(128).describe('The current password'),
  new_password: ZPassword.describe('The new password, 8 to 128 characters'),
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
