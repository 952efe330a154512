import {
  requestPasswordReset,
  resendVerification as resendVerificationMail,
  resetPassword as resetPasswordWithToken,
  verifyEmail as verifyEmailToken,
} from '../../services/auth/email-flows.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf } from '../../trpc/request-info.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import {
  forgotPasswordMeta,
  resendVerificationMeta,
  resetPasswordMeta,
  verifyEmailMeta,
  ZForgotPasswordInput,
  ZResendVerificationInput,
  ZResetPasswordInput,
  ZVerifyEmailInput,
} from './email-flows.types.ts';

// The four e-mail link flows are one-liners over their services; one file keeps them side by side.

export const verifyEmail = publicProcedure
  .meta(verifyEmailMeta)
  .input(ZVerifyEmailInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await verifyEmailToken({ em: ctx.em, token: input.token });
    return SUCCESS;
  });

export const resendVerification = publicProcedure
  .meta(resendVerificationMeta)
  .input(ZResendVerificationInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await resendVerificationMail({ app: ctx.app, em: ctx.em, email: input.email, clientIp: clientIpOf(ctx) });
    return SUCCESS;
  });

export const forgotPassword = publicProcedure
  .meta(forgotPasswordMeta)
  .input(ZForgotPasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset({ app: ctx.app, em: ctx.em, email: input.email, clientIp: clientIpOf(ctx) });
    return SUCCESS;
  });

export const resetPassword = publicProcedure
  .meta(resetPasswordMeta)
  .input(ZResetPasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await resetPasswordWithToken({ app: ctx.app, em: ctx.em, token: input.token, password: input.password });
    return SUCCESS;
  });
