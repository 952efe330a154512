import { toExecutionDetail, ZExecutionDetail } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { reviewExecution } from '../../services/review/review-execution.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZReviewExecutionInput } from './review-execution.types.ts';

export const reviewExecutionProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'PUT',
      path: '/projects/{projectId}/executions/{executionId}/review',
      tag: 'Review',
      summary: 'Save a corrected result beside the extracted one (checked against the schema, field by field)',
    }),
  )
  .input(ZReviewExecutionInput)
  .output(ZExecutionDetail)
  .mutation(async ({ ctx, input }) =>
    toExecutionDetail(
      await reviewExecution({
        em: ctx.em,
        transaction: ctx.app.jobs.transaction,
        actor: ctx.actor,
        projectId: input.projectId,
        executionId: input.executionId,
        result: input.json_result,
      }),
      ctx.locale,
      detailShapeOf(ctx),
    ),
  );
