import { removeMember } from '../../services/teams/members.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZRemoveMemberInput } from './remove-member.types.ts';

// Members may call this to leave; the service checks who may remove whom.
export const removeMemberProcedure = teamUserProcedure('member')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/teams/{teamId}/members/{userId}',
      tag: 'Teams',
      summary: 'Remove a member (admins remove non-owners; anyone may leave; the last owner stays)',
    }),
  )
  .input(ZRemoveMemberInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await removeMember({ em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input });
    return SUCCESS;
  });
