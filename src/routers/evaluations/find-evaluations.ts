import { findEvaluations as find } from '../../services/evaluations/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { paged, ZPaged } from '../paging.ts';
import { toEvaluation, ZEvaluation } from './evaluations.types.ts';
import { findEvaluationsMeta, ZFindEvaluationsInput } from './find-evaluations.types.ts';

export const findEvaluations = projectProcedure('member')
  .meta(findEvaluationsMeta)
  .input(ZFindEvaluationsInput)
  .output(ZPaged(ZEvaluation))
  .query(async ({ ctx, input }) => {
    const { rows, count, progress } = await find(ctx.em, {
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
    });
    const data = rows.map((row) => toEvaluation(row, progress.get(row.id) ?? { done: 0, total: 0 }));
    return paged(data, count, input.page, input.per_page);
  });
