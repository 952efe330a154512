import { toExecutionDetail, ZExecutionDetail } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { getExecution } from '../../services/executions/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZExecutionRef } from './executions.types.ts';

export const getExecutionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/executions/{executionId}',
      tag: 'Executions',
      summary: 'One execution with its documents',
    }),
  )
  .input(ZExecutionRef)
  .output(ZExecutionDetail)
  .query(async ({ ctx, input }) =>
    toExecutionDetail(
      await getExecution({ em: ctx.em, projectId: input.projectId, executionId: input.executionId }),
      ctx.locale,
      detailShapeOf(ctx),
    ),
  );
