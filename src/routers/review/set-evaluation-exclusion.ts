import { toExecution, ZExecution } from '../../contracts/executions.ts';
import { detailShapeOf } from '../../i18n/message.ts';
import { setEvaluationExclusion } from '../../services/review/review-execution.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZSetEvaluationExclusionInput } from './set-evaluation-exclusion.types.ts';

export const setEvaluationExclusionProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'PUT',
      path: '/projects/{projectId}/executions/{executionId}/evaluation-exclusion',
      tag: 'Review',
      summary: 'Leave a reviewed execution out of the evaluation set, or take it back in (admin)',
    }),
  )
  .input(ZSetEvaluationExclusionInput)
  .output(ZExecution)
  .mutation(async ({ ctx, input }) =>
    toExecution(
      await setEvaluationExclusion({
        em: ctx.em,
        actor: ctx.actor,
        projectId: input.projectId,
        executionId: input.executionId,
        excluded: input.excluded,
      }),
      ctx.locale,
      detailShapeOf(ctx),
    ),
  );
