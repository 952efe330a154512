import { z } from 'zod';
import { listProjects } from '../../services/projects/list-projects.ts';
import { teamProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toProject, ZProject } from '../projects/projects.types.ts';
import { ZTeamRef } from './teams.types.ts';

export const listProjectsProcedure = teamProcedure('member')
  .meta(restMeta({ method: 'GET', path: '/teams/{teamId}/projects', tag: 'Projects', summary: 'Projects of a team' }))
  .input(ZTeamRef)
  .output(z.array(ZProject))
  .query(async ({ ctx, input }) =>
    (await listProjects({ em: ctx.em, actor: ctx.actor, teamId: input.teamId })).map(toProject),
  );
