import { router } from '../../trpc/init.ts';
import { applyBackfill } from './apply-backfill.ts';
import { createBackfill } from './create-backfill.ts';
import { createEvaluation } from './create-evaluation.ts';
import { deleteEvaluation } from './delete-evaluation.ts';
import { findEvaluations } from './find-evaluations.ts';
import { getAccuracyHistory } from './get-accuracy-history.ts';
import { getEvaluation } from './get-evaluation.ts';

export const evaluationsRouter = router({
  create: createEvaluation,
  find: findEvaluations,
  get: getEvaluation,
  delete: deleteEvaluation,
  accuracyHistory: getAccuracyHistory,
  createBackfill,
  applyBackfill,
});
