import { deleteInvite } from '../../services/teams/invites.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZDeleteInviteInput } from './delete-invite.types.ts';

export const deleteInviteProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/teams/{teamId}/invites/{inviteId}',
      tag: 'Teams',
      summary: 'Withdraw an invite',
    }),
  )
  .input(ZDeleteInviteInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteInvite({ em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input });
    return SUCCESS;
  });
