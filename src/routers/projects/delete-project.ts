import { requestProjectDeletion } from '../../services/projects/delete-project.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZProjectRef } from './projects.types.ts';

export const deleteProjectProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/projects/{projectId}',
      tag: 'Projects',
      summary: 'Delete a project with its revisions, documents, executions and outputs (admin)',
    }),
  )
  .input(ZProjectRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await requestProjectDeletion({ em: ctx.em, jobs: ctx.app.jobs, actor: ctx.actor, projectId: input.projectId });
    return SUCCESS;
  });
