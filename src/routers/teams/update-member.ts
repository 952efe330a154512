import { changeMemberRole } from '../../services/teams/members.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZUpdateMemberInput, ZUpdateMemberOutput } from './update-member.types.ts';

export const updateMemberProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'PATCH',
      path: '/teams/{teamId}/members/{userId}',
      tag: 'Teams',
      summary: 'Change a member’s role to admin or member',
    }),
  )
  .input(ZUpdateMemberInput)
  .output(ZUpdateMemberOutput)
  .mutation(async ({ ctx, input }) => {
    const member = await changeMemberRole({ em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input });
    return { user_id: member.user.id, user_email: member.user.email, user_name: member.user.name, role: member.role };
  });
