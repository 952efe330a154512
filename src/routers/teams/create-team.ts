import { createTeam } from '../../services/teams/teams.ts';
import { userProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateTeamInput } from './create-team.types.ts';
import { toTeam, ZTeam } from './teams.types.ts';

export const createTeamProcedure = userProcedure
  .meta(
    restMeta({ method: 'POST', path: '/teams', tag: 'Teams', summary: 'Create a team; the caller becomes its owner' }),
  )
  .input(ZCreateTeamInput)
  .output(ZTeam)
  .mutation(async ({ ctx, input }) => {
    const team = await createTeam({ em: ctx.em, actor: ctx.actor, name: input.name });
    return toTeam(team, 'owner', 0);
  });
