import { reviewExecution as review } from '../../services/review/review-execution.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { toExecutionDetail, ZExecutionDetail } from '../executions/executions.types.ts';
import { reviewExecutionMeta, ZReviewExecutionInput } from './review-execution.types.ts';

export const reviewExecution = projectProcedure('member')
  .meta(reviewExecutionMeta)
  .input(ZReviewExecutionInput)
  .output(ZExecutionDetail)
  .mutation(async ({ ctx, input }) =>
    toExecutionDetail(
      await review({
        em: ctx.em,
        transaction: ctx.app.jobs.transaction,
        actor: ctx.actor,
        projectId: input.projectId,
        executionId: input.executionId,
        result: input.json_result,
      }),
      ctx.locale,
    ),
  );
