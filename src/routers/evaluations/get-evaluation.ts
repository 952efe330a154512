import { getEvaluation } from '../../services/evaluations/get-evaluation.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { toEvaluationDetail, ZEvaluationDetail, ZEvaluationRef } from './evaluations.types.ts';

export const getEvaluationProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/evaluations/{evaluationId}',
      tag: 'Evaluations',
      summary:
        'An evaluation: progress, accuracy of candidate and baseline, per-field table, per-document diffs, cost, duration',
    }),
  )
  .input(ZEvaluationRef)
  .output(ZEvaluationDetail)
  .query(async ({ ctx, input }) => {
    const { evaluation, summary } = await getEvaluation({
      em: ctx.em,
      projectId: input.projectId,
      evaluationId: input.evaluationId,
    });
    return toEvaluationDetail(evaluation, summary);
  });
