import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZEmail, ZLanguage, ZPassword, ZSuccess, ZUserName } from '../schemas.ts';

export const ZRegisterInput = z.object({
  email: ZEmail,
  password: ZPassword,
  beta_code: z.string().min(1),
  name: ZUserName,
  language: ZLanguage,
});
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZRegisterOutput = ZSuccess;

export const registerMeta: TMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/register',
    tags: ['Auth'],
    summary: 'Create an account; a verification link is mailed',
    description: 'The answer is the same whether or not the e-mail already has an account.',
    protect: false,
  },
};
