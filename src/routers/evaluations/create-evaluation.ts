import { EvaluationItem } from '../../db/entities/evaluation.ts';
import { createEvaluation } from '../../services/evaluations/create-evaluation.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZCreateEvaluationInput } from './create-evaluation.types.ts';
import { toEvaluation, ZEvaluation } from './evaluations.types.ts';

export const createEvaluationProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/evaluations',
      tag: 'Evaluations',
      summary:
        'Evaluate a revision or an unsaved draft against a baseline on the reviewed executions (runs in the background)',
    }),
  )
  .input(ZCreateEvaluationInput)
  .output(ZEvaluation)
  .mutation(async ({ ctx, input }) => {
    const evaluation = await createEvaluation({
      em: ctx.em,
      jobs: ctx.app.jobs,
      actor: ctx.actor,
      project: ctx.project,
      candidate: input.output_schema
        ? {
            draft: {
              output_schema: input.output_schema,
              input_description: input.input_description,
              output_language: input.output_language,
              title_config: input.title_config,
            },
          }
        : { revisionId: input.revision_id as string },
      baselineRevisionId: input.baseline_revision_id,
      executionIds: input.execution_ids,
    });
    const total = await ctx.em.count(EvaluationItem, { evaluation: evaluation.id });
    return toEvaluation(evaluation, { done: 0, total });
  });
