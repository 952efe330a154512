import { z } from 'zod';
import { ZEmail } from '../schemas.ts';
import { ZAuthenticatedUser } from '../user/get-user.types.ts';

export const ZLoginInput = z.object({
  email: ZEmail.describe('The e-mail address of the account'),
  password: z.string().min(1).max(128).describe('The account password'),
  two_factor_token: z
    .string()
    .trim()
    .max(16)
    .optional()
    .describe('With two-factor on: the 6-digit authenticator code or a recovery code (xxxxx-xxxxx)'),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZLoginOutput = ZAuthenticatedUser;
