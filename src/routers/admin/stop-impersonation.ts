import { z } from 'zod';
import { stopImpersonation } from '../../services/admin/impersonation.ts';
import { userProcedure } from '../../trpc/init.ts';
import { setCookie } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { loadAuthenticatedUser } from '../user/authenticated-user.ts';
import { ZGetUserOutput } from '../user/get-user.types.ts';
import { blankAdminCookie, readAdminCookie } from './admin-cookie.ts';

// A userProcedure, not adminProcedure: the caller is the impersonated user until this call ends it.
export const stopImpersonationProcedure = userProcedure
  .meta(
    restMeta({
      method: 'POST',
      path: '/admin/impersonation/stop',
      tag: 'Admin',
      summary: 'Return to your own account',
    }),
  )
  .input(z.void())
  .output(ZGetUserOutput)
  .mutation(async ({ ctx }) => {
    const { auth, log } = ctx.app;
    const adminToken = await stopImpersonation({
      em: ctx.em,
      auth,
      log,
      actor: ctx.actor,
      adminSessionToken: readAdminCookie(ctx.req?.headers.cookie),
    });
    setCookie(ctx, blankAdminCookie(ctx.app));
    if (!adminToken) {
      setCookie(ctx, auth.createBlankSessionCookie().serialize());
      return { type: 'unauthenticated' as const };
    }
    setCookie(ctx, auth.createSessionCookie(adminToken).serialize());
    const admin = await loadAuthenticatedUser({ em: ctx.em, userId: ctx.actor.impersonatorUserId ?? '' });
    return admin ?? { type: 'unauthenticated' as const };
  });
