import { liveRevisionAccuracy } from '../../services/evaluations/accuracy-history.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZAccuracyHistory, ZAccuracyHistoryInput } from './get-accuracy-history.types.ts';

export const getAccuracyHistoryProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/accuracy',
      tag: 'Evaluations',
      summary: 'The live revision’s accuracy in each finished evaluation, oldest first',
    }),
  )
  .input(ZAccuracyHistoryInput)
  .output(ZAccuracyHistory)
  .query(({ ctx, input }) => liveRevisionAccuracy({ em: ctx.em, projectId: input.projectId }));
