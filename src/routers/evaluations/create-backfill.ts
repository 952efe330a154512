import { EvaluationItem } from '../../db/entities/evaluation.ts';
import { createBackfill as create } from '../../services/evaluations/backfill.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { createBackfillMeta, ZCreateBackfillInput } from './create-backfill.types.ts';
import { toEvaluation, ZEvaluation } from './evaluations.types.ts';

export const createBackfill = projectProcedure('member')
  .meta(createBackfillMeta)
  .input(ZCreateBackfillInput)
  .output(ZEvaluation)
  .mutation(async ({ ctx, input }) => {
    const evaluation = await create({
      em: ctx.em,
      enqueue: (jobId, payload) => ctx.app.jobs.enqueue(jobId, payload),
      actor: ctx.actor,
      project: ctx.project,
      revisionId: input.revision_id,
      filter: {
        from: input.from ? new Date(input.from) : undefined,
        to: input.to ? new Date(input.to) : undefined,
        statuses: input.status,
      },
    });
    const total = await ctx.em.count(EvaluationItem, { evaluation: evaluation.id });
    return toEvaluation(evaluation, { done: 0, total });
  });
