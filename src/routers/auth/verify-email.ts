import { verifyEmail } from '../../services/auth/email-flows.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZVerifyEmailInput } from './verify-email.types.ts';

export const verifyEmailProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/verify-email',
      tag: 'Auth',
      summary: 'Confirm an e-mail address with the mailed token',
      protect: false,
    }),
  )
  .input(ZVerifyEmailInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await verifyEmail({ em: ctx.em, token: input.token });
    return SUCCESS;
  });
