import { deleteTeam } from '../../services/teams/teams.ts';
import { refuseWhileImpersonating, teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZTeamRef } from './teams.types.ts';

export const deleteTeamProcedure = teamUserProcedure('owner')
  .use(refuseWhileImpersonating)
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/teams/{teamId}',
      tag: 'Teams',
      summary: 'Delete a team and everything in it (owner)',
    }),
  )
  .input(ZTeamRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteTeam({ em: ctx.em, jobs: ctx.app.jobs, teamId: input.teamId });
    return SUCCESS;
  });
