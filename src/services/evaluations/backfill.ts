import type { EntityManager } from '@mikro-orm/postgresql';
import { Evaluation, EvaluationItem } from '../../db/entities/evaluation.ts';
import { Execution, type TExecutionStatus } from '../../db/entities/execution.ts';
import type { TProject } from '../../db/entities/project.ts';
import { ProjectRevision } from '../../db/entities/project-revision.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TActor } from '../auth/actor.ts';
import { idempotencyScope } from '../executions/intake.ts';
import { rerunExecution } from '../executions/rerun.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import {
  findProjectRevision,
  MAX_EVALUATION_DOCUMENTS,
  storeEvaluation,
  type TEvaluationJobs,
} from './create-evaluation.ts';

export type TBackfillFilter = { from?: Date; to?: Date; statuses: TExecutionStatus[] };

/**
 * "Run revision N on past executions": an evaluation whose truth is each execution's current result,
 * so its diffs show what would change. Nothing is rerun until `applyBackfill` is confirmed.
 */
export async function createBackfill(options: {
  em: EntityManager;
  jobs: TEvaluationJobs;
  actor: TActor;
  project: TProject;
  revisionId: string;
  filter: TBackfillFilter;
}) {
  const { em, project, filter } = options;
  const revision = await findProjectRevision({ em, projectId: project.id, revisionId: options.revisionId });
  const executions = await em.find(
    Execution,
    {
      project: project.id,
      status: { $in: filter.statuses.filter((status) => status === 'success' || status === 'failed') },
      ...(filter.from || filter.to
        ? { createdAt: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) } }
        : {}),
    },
    { orderBy: { createdAt: 'desc' }, limit: MAX_EVALUATION_DOCUMENTS },
  );
  if (executions.length === 0) {
    throw new AppError('BAD_REQUEST', 'No finished executions match the filter: widen the dates or the statuses');
  }
  return storeEvaluation({
    ...options,
    evaluation: {
      kind: 'backfill',
      candidateRevision: revision,
      filter: {
        from: filter.from?.toISOString() ?? null,
        to: filter.to?.toISOString() ?? null,
        status: filter.statuses,
      },
    },
    items: executions.map((execution) => ({ executionId: execution.id, expected: execution.jsonResult ?? null })),
  });
}

/**
 * Confirms a finished backfill: reruns its executions (new executions on the same documents, as
 * "rerun" does), which use the latest revision, so the backfill's revision must still be the latest.
 * Applied once: a second confirmation is a conflict.
 */
export async function applyBackfill(options: {
  em: EntityManager;
  jobs: TJobQueue;
  storage: TStorage;
  actor: TActor;
  project: TProject;
  evaluationId: string;
}) {
  const { em, project } = options;
  const evaluation = await em.findOne(
    Evaluation,
    { id: options.evaluationId, project: project.id },
    { populate: ['candidateRevision'] },
  );
  if (!evaluation) {
    throw new AppError('NOT_FOUND', 'Evaluation not found');
  }
  if (evaluation.kind !== 'backfill' || evaluation.status !== 'success') {
    throw new AppError('CONFLICT', 'Only a finished backfill can be applied');
  }
  const latest = await em.findOne(ProjectRevision, { project: project.id }, { orderBy: { revision: 'desc' } });
  if (!latest || latest.id !== evaluation.candidateRevision?.id) {
    throw new AppError('CONFLICT', 'Reruns use the latest revision, and this backfill measured an older one');
  }
  const items = await em.find(EvaluationItem, { evaluation: evaluation.id });
  const done = await rerunsOf(em, project.id, evaluation.id);
  const claimed = await em.nativeUpdate(Evaluation, { id: evaluation.id, appliedAt: null }, { appliedAt: new Date() });
  // Applied before: a conflict, unless the process applying it died part-way (its claim stays
  // without a catch to undo it); then this call reruns only the executions still missing.
  if (claimed !== 1 && items.every((item) => done.has(item.executionId))) {
    throw new AppError('CONFLICT', 'This backfill was already applied');
  }
  const sources = await em.find(
    Execution,
    { id: { $in: items.map((item) => item.executionId) }, project: project.id },
    { populate: ['documents'] },
  );
  const rerun: string[] = [];
  try {
    for (const previous of sources) {
      const earlier = done.get(previous.id);
      if (earlier) {
        rerun.push(earlier);
        continue;
      }
      const { execution } = await rerunExecution(
        { em, jobs: options.jobs, storage: options.storage },
        {
          actor: options.actor,
          project,
          previous,
          extraMetadata: { backfill: evaluation.id },
          // Scoped to the backfill, not the caller: two concurrent applies rerun each execution once.
          idempotencyKey: idempotencyScope(null, `backfill:${evaluation.id}:${previous.id}`),
        },
      );
      rerun.push(execution.id);
    }
  } catch (error) {
    // Not applied after all: the user may apply it again.
    await em.nativeUpdate(Evaluation, { id: evaluation.id }, { appliedAt: null });
    throw error;
  }
  await recordTeamEvent(em, {
    teamId: project.team.id,
    actor: options.actor,
    type: 'info',
    title: `Backfill applied: ${rerun.length} executions rerun with revision ${latest.revision}`,
    projectId: project.id,
  });
  // Already stored by the claim above; set here too so the answer shows it.
  evaluation.appliedAt = new Date();
  return { evaluation, rerun };
}

/** The reruns a backfill created so far, by the execution they rerun. */
async function rerunsOf(em: EntityManager, projectId: string, evaluationId: string): Promise<Map<string, string>> {
  const rows = await em.execute<{ id: string; rerun_of: string }[]>(
    `select id, metadata->>'rerun_of' as rerun_of from executions
     where project_id = ? and metadata->>'backfill' = ?`,
    [projectId, evaluationId],
  );
  return new Map(rows.map((row) => [row.rerun_of, row.id]));
}
