import { z } from 'zod';
import { ZEvaluation } from './evaluations.types.ts';

export const ZApplyBackfillOutput = z.object({
  evaluation: ZEvaluation.describe('The backfill, now applied'),
  rerun_execution_ids: z.array(z.uuid()).describe('The new executions, one per execution of the backfill'),
});
