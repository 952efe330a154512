import { inviteMember } from '../../services/teams/invites.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateInviteInput } from './create-invite.types.ts';
import { toInvite, ZInvite } from './invites.types.ts';

export const createInviteProcedure = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'POST',
      path: '/teams/{teamId}/invites',
      tag: 'Teams',
      summary: 'Invite an e-mail address (again: re-sends)',
    }),
  )
  .input(ZCreateInviteInput)
  .output(ZInvite)
  .mutation(async ({ ctx, input }) => {
    const { jobs, config } = ctx.app;
    const invite = await inviteMember({
      em: ctx.em,
      jobs,
      config,
      actor: ctx.actor,
      actorRole: ctx.team.role,
      ...input,
    });
    return toInvite(invite);
  });
