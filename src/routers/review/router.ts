import { router } from '../../trpc/init.ts';
import { reviewExecutionRoute } from './review-execution.ts';
import { setEvaluationExclusionRoute } from './set-evaluation-exclusion.ts';

/** `review.*`: members correct results; admins choose which reviewed executions evaluations use. */
export const reviewRouter = router({
  reviewExecution: reviewExecutionRoute,
  setEvaluationExclusion: setEvaluationExclusionRoute,
});
