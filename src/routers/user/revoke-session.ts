import { revokeSession } from '../../services/user/sessions.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZRevokeSessionInput } from './revoke-session.types.ts';

export const revokeSessionProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({ method: 'DELETE', path: '/user/sessions/{sessionId}', tag: 'User', summary: 'Sign out one session' }),
  )
  .input(ZRevokeSessionInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await revokeSession({ em: ctx.em, userId: ctx.actor.userId, sessionId: input.sessionId });
    return SUCCESS;
  });
