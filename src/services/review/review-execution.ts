import type { EntityManager } from '@mikro-orm/postgresql';
import type { TProjectRevision } from '../../db/entities/project-revision.ts';
import { validateResult } from '../../extraction/schema/validate-result.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError, type AppErrorIssue } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { getExecution } from '../executions/queries.ts';
import { executionLabelSql } from '../executions/status.ts';
import { createDeliveries } from '../outputs/deliveries.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

/** `items[2].price` → ['json_result', 'items', 2, 'price']: the issue path a form field understands. */
export function issuePathOf(path: string): (string | number)[] {
  const parts: (string | number)[] = ['json_result'];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(match[2] !== undefined ? Number(match[2]) : (match[1] as string));
  }
  return parts;
}

/**
 * Stores a member's correction beside the untouched `json_result`. It must fit the schema of the
 * execution's revision (refused field by field otherwise). Outputs listening to `reviewed` get it;
 * a later correction is sent again under a new message id, so receivers that dedupe still see it.
 */
export async function reviewExecution(options: {
  em: EntityManager;
  transaction: TJobQueue['transaction'];
  actor: TActor;
  projectId: string;
  executionId: string;
  result: Record<string, unknown>;
}) {
  const { em, actor } = options;
  const execution = await getExecution({ em, projectId: options.projectId, executionId: options.executionId });
  if (execution.status !== 'success' && execution.status !== 'failed') {
    throw new AppError('CONFLICT', 'Only finished executions can be reviewed');
  }
  const revision = execution.projectRevision as TProjectRevision | null;
  if (!revision) {
    throw new AppError('BAD_REQUEST', 'This execution has no revision, so there is no schema to review against');
  }
  const problems = validateResult(revision.outputSchema, options.result);
  if (problems.length > 0) {
    const issues: AppErrorIssue[] = problems.map((problem) => ({
      path: issuePathOf(problem.path),
      message: problem.message,
    }));
    throw new AppError('BAD_REQUEST', 'The correction does not fit the schema', { issues });
  }
  const reReview = execution.reviewedAt !== null && execution.reviewedAt !== undefined;
  // The correction, its event and its deliveries commit together (the outbox): none without the others.
  await options.transaction(em, async (tx, addJob) => {
    tx.assign(execution, {
      reviewedResult: options.result,
      reviewedAt: new Date(),
      // An API key reviews as a member of its team; there is no person to name.
      reviewedByUser: actor.kind === 'user' ? actor.userId : null,
    });
    await tx.flush();
    // The label as every status change's event has it (one definition, in SQL).
    const [named] = await tx.execute<{ label: string }[]>(
      `select ${executionLabelSql('e')} as label from executions e where e.id = ?`,
      [execution.id],
    );
    await recordTeamEvent(tx, {
      teamId: execution.project.team.id,
      actor,
      type: 'info',
      code: 'event.execution_reviewed',
      params: { label: named?.label ?? '' },
      projectId: options.projectId,
      executionId: execution.id,
    });
    if (reReview) {
      // Finished deliveries of the earlier review go again with the new correction under a new id.
      const rows = await tx.execute<{ id: string }[]>(
        `update deliveries set state = 'pending', attempts = 0, error = null, error_detail = null, response_code = null,
                delivered_at = null, locked_until = null, message_id = 'msg_' || replace(gen_random_uuid()::text, '-', '')
         where execution_id = ? and status = 'reviewed' and state <> 'pending' returning id`,
        [execution.id],
      );
      for (const row of rows) {
        addJob('delivery.run', { deliveryId: row.id });
      }
    }
    const created = await createDeliveries(tx, {
      executionId: execution.id,
      projectId: options.projectId,
      status: 'reviewed',
    });
    for (const deliveryId of created) {
      addJob('delivery.run', { deliveryId });
    }
  });
  return execution;
}

/** Admins leave a reviewed execution out of the evaluation set (or take it back in). */
export async function setEvaluationExclusion(options: {
  em: EntityManager;
  actor: TActor;
  projectId: string;
  executionId: string;
  excluded: boolean;
}) {
  const execution = await getExecution(options);
  execution.excludedFromEvaluation = options.excluded;
  await options.em.flush();
  return execution;
}
