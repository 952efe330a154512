import { z } from 'zod';
import { publicProcedure } from '../../trpc/init.ts';
import { setCookie } from '../../trpc/request-info.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';

export const logoutProcedure = publicProcedure
  .meta(
    restMeta({ method: 'POST', path: '/auth/logout', tag: 'Auth', summary: 'Sign out this session', protect: false }),
  )
  .input(z.void())
  .output(ZSuccess)
  .mutation(async ({ ctx }) => {
    if (ctx.actor?.kind === 'user') {
      await ctx.app.auth.invalidateSession(ctx.actor.sessionId);
    }
    setCookie(ctx, ctx.app.auth.createBlankSessionCookie().serialize());
    return SUCCESS;
  });
