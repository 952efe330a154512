import { router } from '../../trpc/init.ts';
import { reviewExecution } from './review-execution.ts';
import { setEvaluationExclusion } from './set-evaluation-exclusion.ts';

export const reviewRouter = router({
  reviewExecution,
  setEvaluationExclusion,
});
