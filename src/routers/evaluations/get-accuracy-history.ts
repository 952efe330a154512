import { liveRevisionAccuracy } from '../../services/evaluations/queries.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { getAccuracyHistoryMeta, ZAccuracyHistory, ZAccuracyHistoryInput } from './get-accuracy-history.types.ts';

export const getAccuracyHistory = projectProcedure('member')
  .meta(getAccuracyHistoryMeta)
  .input(ZAccuracyHistoryInput)
  .output(ZAccuracyHistory)
  .query(({ ctx, input }) => liveRevisionAccuracy(ctx.em, input.projectId));
