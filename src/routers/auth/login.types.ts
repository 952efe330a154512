import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZEmail } from '../schemas.ts';
import { ZAuthenticatedUser } from '../user/get-user.types.ts';

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().min(1).max(128),
  two_factor_token: z.string().trim().max(16).optional(),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZLoginOutput = ZAuthenticatedUser;

export const loginMeta: TMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/login',
    tags: ['Auth'],
    summary: 'Sign in; sets the session cookie',
    description:
      'Errors: INVALID_CREDENTIALS (401), EMAIL_NOT_VERIFIED (403), TWO_FACTOR_REQUIRED (401, ask for the code), INVALID_TWO_FACTOR_CODE (401), TOO_MANY_REQUESTS (429).',
    protect: false,
  },
};
