import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { Evaluation, EvaluationItem, type TEvaluation, type TEvaluationDraft } from '../../db/entities/evaluation.ts';
import { Execution } from '../../db/entities/execution.ts';
import type { TProject } from '../../db/entities/project.ts';
import { ProjectRevision } from '../../db/entities/project-revision.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

/** At most this many executions per run: each costs two extractions. */
export const MAX_EVALUATION_DOCUMENTS = 200;

export const EMPTY_SET_MESSAGE =
  'The evaluation set is empty. It is built from reviewed executions: open an execution, correct its result and ' +
  'save the review (or PUT /api/v1/projects/{projectId}/executions/{executionId}/review with { json_result }); ' +
  'reviewed executions an admin excluded do not count.';

/** Only the queue's transaction: an evaluation's rows and its items' jobs commit together. */
export type TEvaluationJobs = Pick<TJobQueue, 'transaction'>;

type TProjectRevisionRef = { em: EntityManager; projectId: string; revisionId: string };

/** A revision of this project, or NOT_FOUND (also for another project's or team's revision). */
export async function findProjectRevision({ em, projectId, revisionId }: TProjectRevisionRef) {
  const revision = await em.findOne(ProjectRevision, { id: revisionId, project: projectId });
  if (!revision) {
    throw new AppError('NOT_FOUND', 'Revision not found');
  }
  return revision;
}

/**
 * Starts an evaluation: the candidate (a revision or an unsaved draft) and the baseline (default: the
 * latest revision) each extract every reviewed, not excluded execution again, from its stored documents,
 * in one background job per execution. The truth is frozen now; executions are only read.
 */
export async function createEvaluation(options: {
  em: EntityManager;
  jobs: TEvaluationJobs;
  actor: TActor;
  project: TProject;
  candidate: { revisionId: string } | { draft: TEvaluationDraft };
  baselineRevisionId?: string;
  executionIds?: string[];
}) {
  const { em, project } = options;
  const candidateRevision =
    'revisionId' in options.candidate
      ? await findProjectRevision({ em, projectId: project.id, revisionId: options.candidate.revisionId })
      : null;
  const baselineRevision = options.baselineRevisionId
    ? await findProjectRevision({ em, projectId: project.id, revisionId: options.baselineRevisionId })
    : await em.findOne(ProjectRevision, { project: project.id }, { orderBy: { revision: 'desc' } });
  if (!baselineRevision) {
    throw new AppError('BAD_REQUEST', 'The project has no revision to compare with: save a revision first');
  }
  const executions = await em.find(
    Execution,
    {
      project: project.id,
      reviewedAt: { $ne: null },
      excludedFromEvaluation: false,
      ...(options.executionIds ? { id: { $in: options.executionIds } } : {}),
    },
    { orderBy: { reviewedAt: 'desc' }, limit: MAX_EVALUATION_DOCUMENTS },
  );
  if (options.executionIds) {
    const found = new Set(executions.map((execution) => execution.id));
    const issues = options.executionIds.flatMap((id, index) =>
      found.has(id)
        ? []
        : [{ path: ['execution_ids', index], message: 'Not a reviewed, included execution of this project' }],
    );
    if (issues.length > 0) {
      throw new AppError('BAD_REQUEST', 'Some executions are not in the evaluation set', { issues });
    }
  }
  if (executions.length === 0) {
    throw new AppError('EVALUATION_SET_EMPTY', EMPTY_SET_MESSAGE);
  }
  return storeEvaluation({
    ...options,
    evaluation: {
      kind: 'evaluation',
      candidateRevision,
      candidateDraft: 'draft' in options.candidate ? options.candidate.draft : null,
      baselineRevision,
    },
    items: executions.map((execution) => ({ executionId: execution.id, expected: execution.reviewedResult })),
    event: {
      teamId: project.team.id,
      actor: options.actor,
      type: 'info',
      title: `Evaluation of ${candidateRevision ? `revision ${candidateRevision.revision}` : 'a draft'} against revision ${baselineRevision.revision} started`,
      projectId: project.id,
    },
  });
}

/**
 * Writes an evaluation, its items, its team event and one job per item in one transaction (the
 * outbox): a crash or a failed enqueue leaves no item waiting for a job that was never written.
 */
export async function storeEvaluation(options: {
  jobs: TEvaluationJobs;
  em: EntityManager;
  actor: TActor;
  project: TProject;
  evaluation: Omit<RequiredEntityData<TEvaluation>, 'project' | 'createdByUser'>;
  items: { executionId: string; expected: unknown }[];
  event?: Parameters<typeof recordTeamEvent>[1];
}): Promise<TEvaluation> {
  return options.jobs.transaction(options.em, async (tx, addJob) => {
    const evaluation = tx.create(Evaluation, {
      ...options.evaluation,
      project: options.project,
      createdByUser: options.actor.kind === 'user' ? options.actor.userId : null,
    });
    const items = options.items.map((item) =>
      tx.create(EvaluationItem, { ...item, evaluation, candidateResult: null, baselineResult: null }),
    );
    await tx.flush();
    if (options.event) {
      await recordTeamEvent(tx, options.event);
    }
    for (const item of items) {
      addJob('evaluation.document', { itemId: item.id });
    }
    return evaluation;
  });
}
