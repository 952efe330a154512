import type { EntityManager } from '@mikro-orm/postgresql';
import { Evaluation, EvaluationItem, type TEvaluation } from '../../db/entities/evaluation.ts';
import { ProjectRevision } from '../../db/entities/project-revision.ts';
import type { TOutputSchema } from '../../extraction/schema/output-schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { summarizeEvaluation } from './summarize-evaluation.ts';

const POPULATE = ['candidateRevision', 'baselineRevision'] as const;

/** The schema whose order the tables follow: the baseline's, else the candidate's. */
const schemaOf = (evaluation: TEvaluation): TOutputSchema =>
  evaluation.baselineRevision?.outputSchema ??
  evaluation.candidateRevision?.outputSchema ??
  ((evaluation.candidateDraft?.output_schema ?? []) as TOutputSchema);

type TEvaluationRef = { em: EntityManager; projectId: string; evaluationId: string };

export async function getEvaluation({ em, projectId, evaluationId }: TEvaluationRef) {
  const evaluation = await em.findOne(Evaluation, { id: evaluationId, project: projectId }, { populate: POPULATE });
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

/** Newest first, with each run's progress counted in one query. */
export async function findEvaluations(options: {
  em: EntityManager;
  projectId: string;
  page: number;
  perPage: number;
}) {
  const { em } = options;
  const [rows, count] = await em.findAndCount(
    Evaluation,
    { project: options.projectId },
    {
      populate: POPULATE,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: options.perPage,
      offset: options.page * options.perPage,
    },
  );
  const progress = new Map<string, { done: number; total: number }>();
  if (rows.length > 0) {
    const counts = await em.getConnection().execute<{ evaluation_id: string; done: string; total: string }[]>(
      `select evaluation_id, count(*) filter (where state = 'done') as done, count(*) as total
         from evaluation_items where evaluation_id = any(?::uuid[]) group by evaluation_id`,
      [`{${rows.map((row) => row.id).join(',')}}`],
    );
    for (const row of counts) {
      progress.set(row.evaluation_id, { done: Number(row.done), total: Number(row.total) });
    }
  }
  return { rows, count, progress };
}

export async function deleteEvaluation({ em, projectId, evaluationId }: TEvaluationRef) {
  const deleted = await em.nativeDelete(Evaluation, { id: evaluationId, project: projectId });
  if (deleted === 0) {
    throw new AppError('NOT_FOUND', 'Evaluation not found');
  }
}

/**
 * The live (latest) revision's accuracy in every finished evaluation that measured it, as candidate or
 * as baseline, oldest first: the project overview's chart.
 */
export async function liveRevisionAccuracy({ em, projectId }: { em: EntityManager; projectId: string }) {
  const live = await em.findOne(ProjectRevision, { project: projectId }, { orderBy: { revision: 'desc' } });
  if (!live) {
    return { revision: null, points: [] };
  }
  const evaluations: TEvaluation[] = await em.find(
    Evaluation,
    {
      project: projectId,
      kind: 'evaluation',
      status: 'success',
      $or: [{ candidateRevision: live.id }, { baselineRevision: live.id }],
    },
    { orderBy: { completedAt: 'asc' }, limit: 365 },
  );
  const points = evaluations.map((evaluation) => {
    const accuracy = evaluation.candidateRevision?.id === live.id ? evaluation.accuracy : evaluation.baselineAccuracy;
    return {
      evaluation_id: evaluation.id,
      completed_at: (evaluation.completedAt ?? evaluation.createdAt).toISOString(),
      accuracy: accuracy === null || accuracy === undefined ? null : Number(accuracy),
    };
  });
  return { revision: live.revision, points };
}
