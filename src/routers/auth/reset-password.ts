import { resetPassword } from '../../services/auth/email-flows.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZResetPasswordInput } from './reset-password.types.ts';

// The REST path keeps the spec's name (/forgot-password/confirm); the procedure says what it does.
export const resetPasswordProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/auth/forgot-password/confirm',
      tag: 'Auth',
      summary: 'Set a new password with the mailed token; ends every session',
      protect: false,
    }),
  )
  .input(ZResetPasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await resetPassword({ em: ctx.em, auth: ctx.app.auth, token: input.token, password: input.password });
    return SUCCESS;
  });
