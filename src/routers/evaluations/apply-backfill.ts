import { EvaluationItem } from '../../db/entities/evaluation.ts';
import { applyBackfill } from '../../services/evaluations/backfill.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZApplyBackfillOutput } from './apply-backfill.types.ts';
import { toEvaluation, ZEvaluationRef } from './evaluations.types.ts';

export const applyBackfillProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/evaluations/{evaluationId}/apply',
      tag: 'Evaluations',
      summary: 'Confirm a finished backfill: rerun its executions with the (latest) revision it measured',
    }),
  )
  .input(ZEvaluationRef)
  .output(ZApplyBackfillOutput)
  .mutation(async ({ ctx, input }) => {
    const { evaluation, rerun } = await applyBackfill({
      em: ctx.em,
      jobs: ctx.app.jobs,
      storage: ctx.app.storage,
      actor: ctx.actor,
      project: ctx.project,
      evaluationId: input.evaluationId,
    });
    const total = await ctx.em.count(EvaluationItem, { evaluation: evaluation.id });
    return { evaluation: toEvaluation(evaluation, { done: total, total }), rerun_execution_ids: rerun };
  });
