import { acceptInvite } from '../../services/teams/invites.ts';
import { refuseWhileImpersonating, userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZAcceptInviteOutput, ZInviteRef } from './invites.types.ts';

export const acceptInviteProcedure = userProcedure
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/user/invites/{inviteId}/accept',
      tag: 'User',
      summary: 'Accept an invite to your e-mail',
    }),
  )
  .input(ZInviteRef)
  .output(ZAcceptInviteOutput)
  .mutation(async ({ ctx, input }) => {
    const team = await acceptInvite({ em: ctx.em, actor: ctx.actor, inviteId: input.inviteId });
    return { team_id: team.id };
  });
