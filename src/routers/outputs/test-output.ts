import { detailShapeOf } from '../../i18n/message.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { testOutput } from '../../services/outputs/test-output.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZOutputRef } from './outputs.types.ts';
import { ZTestOutputResult } from './test-output.types.ts';
import { deliveryErrorOf } from './to-delivery.ts';

export const testOutputProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/outputs/{outputId}/test',
      tag: 'Outputs',
      summary: 'Deliver a sample payload now and report the outcome (admin)',
    }),
  )
  .input(ZOutputRef)
  .output(ZTestOutputResult)
  .mutation(async ({ ctx, input }) => {
    const { config, encryption, mailer, storage, log, orm } = ctx.app;
    const outcome = await testOutput({
      config,
      encryption,
      mailer,
      storage,
      log,
      orm,
      em: ctx.em,
      project: ctx.project,
      output: await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId }),
    });
    return {
      ok: outcome.ok,
      response_code: outcome.responseCode,
      ...deliveryErrorOf({ errorDetail: outcome.ok ? null : outcome.error.coded }, ctx.locale, detailShapeOf(ctx)),
      duration_ms: outcome.durationMs,
    };
  });
