import { z } from 'zod';
import { evaluationsMeta } from './evaluations.types.ts';

export const ZEvaluationRef = z.object({ projectId: z.uuid(), evaluationId: z.uuid() });

export const getEvaluationMeta = evaluationsMeta(
  'GET',
  '/projects/{projectId}/evaluations/{evaluationId}',
  'An evaluation: progress, accuracy of candidate and baseline, per-field table, per-document diffs, cost, duration',
);
