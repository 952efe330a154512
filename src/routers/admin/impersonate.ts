import { User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { startImpersonation } from '../../services/admin/impersonation.ts';
import { describeDevice } from '../../services/auth/session-device.ts';
import { adminProcedure, refuseWhileImpersonating } from '../../trpc/init.ts';
import { headerOf, setCookie } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { loadAuthenticatedUser } from '../user/authenticated-user.ts';
import { ZGetUserOutput } from '../user/get-user.types.ts';
import { adminCookie } from './admin-cookie.ts';
import { ZUserRef } from './users.types.ts';

export const impersonateProcedure = adminProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/admin/users/{userId}/impersonate',
      tag: 'Admin',
      summary: 'Act as a user (time-limited, audited)',
    }),
  )
  .input(ZUserRef)
  .output(ZGetUserOutput)
  .mutation(async ({ ctx, input }) => {
    if (ctx.actor.kind !== 'user') {
      throw new AppError('FORBIDDEN', 'Only people impersonate');
    }
    const { auth, config, log } = ctx.app;
    const { sessionToken } = await startImpersonation({
      em: ctx.em,
      auth,
      log,
      admin: ctx.actor,
      targetUserId: input.userId,
      device: describeDevice(ctx.req?.get('user-agent'), headerOf(ctx, config.COUNTRY_HEADER)),
    });
    // The admin's own session waits in its own cookie until the impersonation stops.
    setCookie(ctx, adminCookie(ctx.app, ctx.actor.sessionId));
    setCookie(ctx, auth.createSessionCookie(sessionToken).serialize());
    const admin = await ctx.em.findOne(User, { id: ctx.actor.userId });
    const user = await loadAuthenticatedUser({ em: ctx.em, userId: input.userId, impersonatedBy: admin });
    return user ?? { type: 'unauthenticated' as const };
  });
