import { getTeamDetail, renameTeam } from '../../services/teams/teams.ts';
import { teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toTeam, ZTeam } from './teams.types.ts';
import { ZUpdateTeamInput } from './update-team.types.ts';

export const updateTeamProcedure = teamUserProcedure('admin')
  .meta(restMeta({ method: 'PATCH', path: '/teams/{teamId}', tag: 'Teams', summary: 'Rename a team (admin)' }))
  .input(ZUpdateTeamInput)
  .output(ZTeam)
  .mutation(async ({ ctx, input }) => {
    const team = await renameTeam({ em: ctx.em, actor: ctx.actor, teamId: input.teamId, name: input.name });
    const detail = await getTeamDetail({ em: ctx.em, teamId: team.id });
    return toTeam(team, ctx.team.role, detail.projectCount);
  });
