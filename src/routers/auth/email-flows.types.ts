import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZEmail, ZPassword } from '../schemas.ts';

export const ZVerifyEmailInput = z.object({ token: z.string().min(1).max(200) });
export const ZResendVerificationInput = z.object({ email: ZEmail });
export const ZForgotPasswordInput = z.object({ email: ZEmail });
export const ZResetPasswordInput = z.object({ token: z.string().min(1).max(200), password: ZPassword });

export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>;
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

const auth = (path: `/${string}`, summary: string, description?: string): TMeta => ({
  openapi: { method: 'POST', path, tags: ['Auth'], summary, description, protect: false },
});

export const verifyEmailMeta = auth('/auth/verify-email', 'Confirm an e-mail address with the mailed token');
export const resendVerificationMeta = auth(
  '/auth/verify-email/resend',
  'Mail a new verification link',
  'Answers the same whether or not the address has an unverified account.',
);
export const forgotPasswordMeta = auth(
  '/auth/forgot-password',
  'Mail a password reset link',
  'Answers the same whether or not the address has an account.',
);
export const resetPasswordMeta = auth(
  '/auth/forgot-password/confirm',
  'Set a new password with the mailed token; ends every session',
);
