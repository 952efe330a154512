import { router } from '../../trpc/init.ts';
import { applyBackfillRoute } from './apply-backfill.ts';
import { createBackfillRoute } from './create-backfill.ts';
import { createEvaluationRoute } from './create-evaluation.ts';
import { deleteEvaluationRoute } from './delete-evaluation.ts';
import { findEvaluationsRoute } from './find-evaluations.ts';
import { getAccuracyHistoryRoute } from './get-accuracy-history.ts';
import { getEvaluationRoute } from './get-evaluation.ts';

/** `evaluations.*`: measure a revision or draft against reviewed results; backfills before a rerun. */
export const evaluationsRouter = router({
  create: createEvaluationRoute,
  find: findEvaluationsRoute,
  get: getEvaluationRoute,
  delete: deleteEvaluationRoute,
  accuracyHistory: getAccuracyHistoryRoute,
  createBackfill: createBackfillRoute,
  applyBackfill: applyBackfillRoute,
});
