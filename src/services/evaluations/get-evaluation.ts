import type { EntityManager } from '@mikro-orm/postgresql';
import { Evaluation, EvaluationItem, type TEvaluation } from '../../db/entities/evaluation.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { summarizeEvaluation } from './summarize-evaluation.ts';

/** What an evaluation's answer names: its candidate and baseline revisions. */
export const EVALUATION_POPULATE = ['candidateRevision', 'baselineRevision'] as const;

/** The schema whose order the tables follow: the baseline's, else the candidate's. */
const schemaOf = (evaluation: TEvaluation): TOutputSchema =>
  evaluation.baselineRevision?.outputSchema ??
  evaluation.candidateRevision?.outputSchema ??
  ((evaluation.candidateDraft?.output_schema ?? []) as TOutputSchema);

export type TEvaluationRef = { em: EntityManager; projectId: string; evaluationId: string };

/** An evaluation of this project with its summary so far, or NOT_FOUND. */
export async function getEvaluation({ em, projectId, evaluationId }: TEvaluationRef) {
  const evaluation = await em.findOne(
    Evaluation,
    { id: evaluationId, project: projectId },
    { populate: EVALUATION_POPULATE },
  );
  if (!evaluation) {
    throw new AppError('NOT_FOUND', 'Evaluation not found');
  }
  const items = await em.find(
    EvaluationItem,
    { evaluation: evaluation.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return {
    evaluation,
    summary: summarizeEvaluation({
      items,
      withBaseline: evaluation.kind === 'evaluation',
      schema: schemaOf(evaluation),
    }),
  };
}
