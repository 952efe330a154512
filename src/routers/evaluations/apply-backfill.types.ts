import { z } from 'zod';
import { evaluationsMeta, ZEvaluation } from './evaluations.types.ts';

export const ZApplyBackfillOutput = z.object({
  evaluation: ZEvaluation,
  rerun_execution_ids: z.array(z.uuid()).describe('The new executions, one per execution of the backfill'),
});

export const applyBackfillMeta = evaluationsMeta(
  'POST',
  '/projects/{projectId}/evaluations/{evaluationId}/apply',
  'Confirm a finished backfill: rerun its executions with the (latest) revision it measured',
);
