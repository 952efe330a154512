import { findEvaluations } from '../../services/evaluations/find-evaluations.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { paged, ZPaged } from '../paging.ts';
import { toEvaluation, ZEvaluation } from './evaluations.types.ts';
import { ZFindEvaluationsInput } from './find-evaluations.types.ts';

export const findEvaluationsProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/evaluations',
      tag: 'Evaluations',
      summary: 'Evaluation runs and backfills, newest first',
    }),
  )
  .input(ZFindEvaluationsInput)
  .output(ZPaged(ZEvaluation))
  .query(async ({ ctx, input }) => {
    const { rows, count, progress } = await findEvaluations({
      em: ctx.em,
      projectId: input.projectId,
      page: input.page,
      perPage: input.per_page,
    });
    const data = rows.map((row) => toEvaluation(row, progress.get(row.id) ?? { done: 0, total: 0 }));
    return paged(data, count, input.page, input.per_page);
  });
