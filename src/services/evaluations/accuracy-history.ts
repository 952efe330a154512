import type { EntityManager } from '@mikro-orm/postgresql';
import { Evaluation, type TEvaluation } from '../../db/entities/evaluation.ts';
import { ProjectRevision } from '../../db/entities/project-revision.ts';

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
