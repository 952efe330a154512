import { z } from 'zod';
import { publicProcedure, type TMeta } from '../../trpc/init.ts';
import { setCookie } from '../../trpc/request-info.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';

const logoutMeta: TMeta = {
  openapi: { method: 'POST', path: '/auth/logout', tags: ['Auth'], summary: 'Sign out this session', protect: false },
};

export const logout = publicProcedure
  .meta(logoutMeta)
  .input(z.void())
  .output(ZSuccess)
  .mutation(async ({ ctx }) => {
    if (ctx.actor?.kind === 'user') {
      await ctx.app.auth.invalidateSession(ctx.actor.sessionId);
    }
    setCookie(ctx, ctx.app.auth.createBlankSessionCookie().serialize());
    return SUCCESS;
  });
