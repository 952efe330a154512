import { z } from 'zod';
import { User } from '../../db/entities/user.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { loadAuthenticatedUser } from './authenticated-user.ts';
import { ZGetUserOutput } from './get-user.types.ts';

export const getUserProcedure = publicProcedure
  .meta(
    restMeta({
      method: 'GET',
      path: '/user',
      tag: 'User',
      summary: 'The session: the signed-in user, or unauthenticated',
      protect: false,
    }),
  )
  .input(z.void())
  .output(ZGetUserOutput)
  .query(async ({ ctx }) => {
    if (ctx.actor?.kind !== 'user') {
      return { type: 'unauthenticated' as const };
    }
    const impersonatedBy = ctx.actor.impersonatorUserId
      ? await ctx.em.findOne(User, { id: ctx.actor.impersonatorUserId })
      : null;
    const user = await loadAuthenticatedUser({ em: ctx.em, userId: ctx.actor.userId, impersonatedBy });
    return user ?? { type: 'unauthenticated' as const };
  });
