import { requestPasswordReset } from '../../services/auth/email-flows.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZForgotPasswordInput } from './forgot-password.types.ts';

export const forgotPasswordProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/forgot-password',
      tag: 'Auth',
      summary: 'Mail a password reset link',
      description: 'Answers the same whether or not the address has an account.',
      protect: false,
    }),
  )
  .input(ZForgotPasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    const { jobs, config } = ctx.app;
    await requestPasswordReset({ em: ctx.em, jobs, config, email: input.email, clientIp: clientIpOf(ctx) });
    return SUCCESS;
  });
