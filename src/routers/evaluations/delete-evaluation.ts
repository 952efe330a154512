import { deleteEvaluation as remove } from '../../services/evaluations/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { SUCCESS, ZSuccess } from '../schemas.ts';
import { deleteEvaluationMeta } from './delete-evaluation.types.ts';
import { ZEvaluationRef } from './get-evaluation.types.ts';

export const deleteEvaluation = projectProcedure('admin')
  .meta(deleteEvaluationMeta)
  .input(ZEvaluationRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.em, input.projectId, input.evaluationId);
    return SUCCESS;
  });
