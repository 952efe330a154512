import { deleteExecution } from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZExecutionRef } from './executions.types.ts';

export const deleteExecutionProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/projects/{projectId}/executions/{executionId}',
      tag: 'Executions',
      summary: 'Delete an execution (admin)',
    }),
  )
  .input(ZExecutionRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteExecution({
      em: ctx.em,
      storage: ctx.app.storage,
      projectId: input.projectId,
      executionId: input.executionId,
    });
    return SUCCESS;
  });
