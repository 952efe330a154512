import { deleteEvaluation } from '../../services/evaluations/delete-evaluation.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { ZEvaluationRef } from './evaluations.types.ts';

export const deleteEvaluationProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'DELETE',
      path: '/projects/{projectId}/evaluations/{evaluationId}',
      tag: 'Evaluations',
      summary: 'Delete an evaluation run (admin)',
    }),
  )
  .input(ZEvaluationRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteEvaluation({ em: ctx.em, projectId: input.projectId, evaluationId: input.evaluationId });
    return SUCCESS;
  });
