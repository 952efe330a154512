import { router } from '../../trpc/init.ts';
import { applyBackfillProcedure } from './apply-backfill.ts';
import { createBackfillProcedure } from './create-backfill.ts';
import { createEvaluationProcedure } from './create-evaluation.ts';
import { deleteEvaluationProcedure } from './delete-evaluation.ts';
import { findEvaluationsProcedure } from './find-evaluations.ts';
import { getAccuracyHistoryProcedure } from './get-accuracy-history.ts';
import { getEvaluationProcedure } from './get-evaluation.ts';

/** `evaluations.*`: measure a revision or draft against reviewed results; backfills before a rerun. */
export const evaluationsRouter = router({
  create: createEvaluationProcedure,
  find: findEvaluationsProcedure,
  get: getEvaluationProcedure,
  delete: deleteEvaluationProcedure,
  accuracyHistory: getAccuracyHistoryProcedure,
  createBackfill: createBackfillProcedure,
  applyBackfill: applyBackfillProcedure,
});
