import { projectScopeOf } from '../../services/authorization.ts';
import { getTeamDetail } from '../../services/teams/teams.ts';
import { teamProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZTeamDetail } from './get-team.types.ts';
import { toTeam, ZTeamRef } from './teams.types.ts';

export const getTeamProcedure = teamProcedure('member')
  .meta(restMeta({ method: 'GET', path: '/teams/{teamId}', tag: 'Teams', summary: 'Team detail with members' }))
  .input(ZTeamRef)
  .output(ZTeamDetail)
  .query(async ({ ctx, input }) => {
    const detail = await getTeamDetail({ em: ctx.em, teamId: input.teamId });
    // A key limited to some projects is a machine credential for those projects: no people, no e-mails.
    const projectScopedKey = projectScopeOf(ctx.actor) !== null;
    return {
      ...toTeam(detail.team, ctx.actor.kind === 'user' ? ctx.team.role : null, detail.projectCount),
      members: (projectScopedKey ? [] : detail.members).map((member) => ({
        user_id: member.user.id,
        user_email: member.user.email,
        user_name: member.user.name,
        role: member.role,
      })),
    };
  });
