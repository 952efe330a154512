import { createProject } from '../../services/projects/create-project.ts';
import { teamUserProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { projectFieldsOf, toProject, ZProject } from '../projects/projects.types.ts';
import { ZCreateProjectInput } from './create-project.types.ts';

export const createProjectProcedure = teamUserProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/teams/{teamId}/projects',
      tag: 'Projects',
      summary: 'Create a project (admin)',
    }),
  )
  .input(ZCreateProjectInput)
  .output(ZProject)
  .mutation(async ({ ctx, input }) =>
    toProject(
      await createProject({
        em: ctx.em,
        actor: ctx.actor,
        teamId: input.teamId,
        fields: projectFieldsOf(input),
      }),
    ),
  );
