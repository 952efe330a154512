import { z } from 'zod';
import { evaluationsMeta } from './evaluations.types.ts';

export const ZAccuracyHistoryInput = z.object({ projectId: z.uuid() });
export const ZAccuracyHistory = z.object({
  revision: z.number().int().nullable().describe('The live (latest) revision'),
  points: z.array(z.object({ evaluation_id: z.uuid(), completed_at: z.string(), accuracy: z.number().nullable() })),
});

export const getAccuracyHistoryMeta = evaluationsMeta(
  'GET',
  '/projects/{projectId}/accuracy',
  'The live revision’s accuracy in each finished evaluation, oldest first',
);
