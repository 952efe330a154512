import { EvaluationItem } from '../../db/entities/evaluation.ts';
import { createBackfill } from '../../services/evaluations/backfill.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateBackfillInput } from './create-backfill.types.ts';
import { toEvaluation, ZEvaluation } from './evaluations.types.ts';

export const createBackfillProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/backfills',
      tag: 'Evaluations',
      summary:
        'Run a revision on past executions (date range, status) and compare with their current results; nothing is rerun yet',
    }),
  )
  .input(ZCreateBackfillInput)
  .output(ZEvaluation)
  .mutation(async ({ ctx, input }) => {
    const evaluation = await createBackfill({
      em: ctx.em,
      jobs: ctx.app.jobs,
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
