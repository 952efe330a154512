import { setEvaluationExclusion as setExclusion } from '../../services/review/review-execution.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { toExecution, ZExecution } from '../executions/executions.types.ts';
import { setEvaluationExclusionMeta, ZSetEvaluationExclusionInput } from './set-evaluation-exclusion.types.ts';

export const setEvaluationExclusion = projectProcedure('admin')
  .meta(setEvaluationExclusionMeta)
  .input(ZSetEvaluationExclusionInput)
  .output(ZExecution)
  .mutation(async ({ ctx, input }) =>
    toExecution(
      await setExclusion({
        em: ctx.em,
        actor: ctx.actor,
        projectId: input.projectId,
        executionId: input.executionId,
        excluded: input.excluded,
      }),
      ctx.locale,
    ),
  );
