import { updateProject } from '../../services/projects/update-project.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { projectFieldsOf, toProject, ZProject } from './projects.types.ts';
import { ZUpdateProjectInput } from './update-project.types.ts';

export const updateProjectProcedure = projectProcedure('admin')
  .meta(
    restMeta({ method: 'PATCH', path: '/projects/{projectId}', tag: 'Projects', summary: 'Change a project (admin)' }),
  )
  .input(ZUpdateProjectInput)
  .output(ZProject)
  .mutation(async ({ ctx, input }) =>
    toProject(
      await updateProject({
        em: ctx.em,
        actor: ctx.actor,
        projectId: input.projectId,
        fields: projectFieldsOf(input),
      }),
    ),
  );
