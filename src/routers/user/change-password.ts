import { changePassword } from '../../services/user/account.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZChangePasswordInput } from './change-password.types.ts';

export const changePasswordProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'PUT',
      path: '/user/password',
      tag: 'User',
      summary: "Change the password; ends the user's other sessions",
    }),
  )
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await changePassword({
      em: ctx.em,
      config: ctx.app.config,
      userId: ctx.actor.userId,
      currentSessionId: ctx.actor.sessionId,
      oldPassword: input.old_password,
      newPassword: input.new_password,
    });
    return SUCCESS;
  });
