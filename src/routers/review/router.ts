import { router } from '../../trpc/init.ts';
import { reviewExecutionProcedure } from './review-execution.ts';
import { setEvaluationExclusionProcedure } from './set-evaluation-exclusion.ts';

/** `review.*`: members correct results; admins choose which reviewed executions evaluations use. */
export const reviewRouter = router({
  reviewExecution: reviewExecutionProcedure,
  setEvaluationExclusion: setEvaluationExclusionProcedure,
});
