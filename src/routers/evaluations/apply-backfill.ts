import { EvaluationItem } from '../../db/entities/evaluation.ts';
import { applyBackfill as apply } from '../../services/evaluations/backfill.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { applyBackfillMeta, ZApplyBackfillOutput } from './apply-backfill.types.ts';
import { toEvaluation } from './evaluations.types.ts';
import { ZEvaluationRef } from './get-evaluation.types.ts';

export const applyBackfill = projectProcedure('member')
  .meta(applyBackfillMeta)
  .input(ZEvaluationRef)
  .output(ZApplyBackfillOutput)
  .mutation(async ({ ctx, input }) => {
    const { evaluation, rerun } = await apply({
      app: ctx.app,
      em: ctx.em,
      actor: ctx.actor,
      project: ctx.project,
      evaluationId: input.evaluationId,
    });
    const total = await ctx.em.count(EvaluationItem, { evaluation: evaluation.id });
    return { evaluation: toEvaluation(evaluation, { done: total, total }), rerun_execution_ids: rerun };
  });
