import { toExecution, ZExecution } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { getExecution } from '../../services/executions/queries.ts';
import { rerunExecution } from '../../services/executions/rerun.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZExecutionRef } from './executions.types.ts';

export const rerunExecutionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/executions/{executionId}/rerun',
      tag: 'Executions',
      summary: 'Run the documents again on the latest revision',
    }),
  )
  .input(ZExecutionRef)
  .output(ZExecution)
  .mutation(async ({ ctx, input }) => {
    const previous = await getExecution({ em: ctx.em, projectId: input.projectId, executionId: input.executionId });
    const { execution } = await rerunExecution(
      { em: ctx.em, jobs: ctx.app.jobs, storage: ctx.app.storage },
      { actor: ctx.actor, project: ctx.project, previous },
    );
    return toExecution(execution, ctx.locale, detailShapeOf(ctx));
  });
