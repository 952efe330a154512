import { Evaluation } from '../../db/entities/evaluation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEvaluationRef } from './get-evaluation.ts';

export async function deleteEvaluation({ em, projectId, evaluationId }: TEvaluationRef) {
  const deleted = await em.nativeDelete(Evaluation, { id: evaluationId, project: projectId });
  if (deleted === 0) {
    throw new AppError('NOT_FOUND', 'Evaluation not found');
  }
}
