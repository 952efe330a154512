import { z } from 'zod';
import { ZPageInput } from '../paging.ts';
import { evaluationsMeta } from './evaluations.types.ts';

export const ZFindEvaluationsInput = ZPageInput.extend({ projectId: z.uuid() });

export const findEvaluationsMeta = evaluationsMeta(
  'GET',
  '/projects/{projectId}/evaluations',
  'Evaluation runs and backfills, newest first',
);
