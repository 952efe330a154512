import { resendVerification } from '../../services/auth/email-flows.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { clientIpOf } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZResendVerificationInput } from './resend-verification.types.ts';

export const resendVerificationProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/verify-email/resend',
      tag: 'Auth',
      summary: 'Mail a new verification link',
      description: 'Answers the same whether or not the address has an unverified account.',
      protect: false,
    }),
  )
  .input(ZResendVerificationInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    const { jobs, config } = ctx.app;
    await resendVerification({ em: ctx.em, jobs, config, email: input.email, clientIp: clientIpOf(ctx) });
    return SUCCESS;
  });
