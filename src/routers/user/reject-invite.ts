import { rejectInvite } from '../../services/teams/invites.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZInviteRef } from './invites.types.ts';

export const rejectInviteProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/user/invites/{inviteId}/reject',
      tag: 'User',
      summary: 'Decline an invite to your e-mail',
    }),
  )
  .input(ZInviteRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await rejectInvite({ em: ctx.em, actor: ctx.actor, inviteId: input.inviteId });
    return SUCCESS;
  });
