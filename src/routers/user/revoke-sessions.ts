import { z } from 'zod';
import { revokeOtherSessions } from '../../services/user/sessions.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZRevokeSessionsOutput } from './revoke-sessions.types.ts';

export const revokeSessionsProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/user/sessions',
      tag: 'User',
      summary: 'Sign out every other session',
      description: 'Ends all sessions of the user except the one making the call; use /auth/logout for that one.',
    }),
  )
  .input(z.void())
  .output(ZRevokeSessionsOutput)
  .mutation(async ({ ctx }) => ({
    revoked: await revokeOtherSessions({ em: ctx.em, userId: ctx.actor.userId, currentSessionId: ctx.actor.sessionId }),
  }));
