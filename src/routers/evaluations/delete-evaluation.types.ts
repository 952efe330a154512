import { evaluationsMeta } from './evaluations.types.ts';

export const deleteEvaluationMeta = evaluationsMeta(
  'DELETE',
  '/projects/{projectId}/evaluations/{evaluationId}',
  'Delete an evaluation run (admin)',
);
