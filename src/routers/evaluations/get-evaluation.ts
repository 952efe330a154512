import { getEvaluation as get } from '../../services/evaluations/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { toEvaluationDetail, ZEvaluationDetail } from './evaluations.types.ts';
import { getEvaluationMeta, ZEvaluationRef } from './get-evaluation.types.ts';

export const getEvaluation = projectProcedure('member')
  .meta(getEvaluationMeta)
  .input(ZEvaluationRef)
  .output(ZEvaluationDetail)
  .query(async ({ ctx, input }) => {
    const { evaluation, summary } = await get(ctx.em, input.projectId, input.evaluationId);
    return toEvaluationDetail(evaluation, summary);
  });
