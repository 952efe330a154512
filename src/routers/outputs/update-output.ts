import { lastDeliveries } from '../../services/outputs/delivery-history.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { updateOutput } from '../../services/outputs/update-output.ts';
import { projectProcedure, refuseWhileImpersonating } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZOutput } from './outputs.types.ts';
import { outputFor } from './to-output.ts';
import { ZUpdateOutputInput } from './update-output.types.ts';

export const updateOutputProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'PATCH',
      path: '/projects/{projectId}/outputs/{outputId}',
      tag: 'Outputs',
      summary: 'Change an output (admin)',
    }),
  )
  .use(refuseWhileImpersonating)
  .input(ZUpdateOutputInput)
  .output(ZOutput)
  .mutation(async ({ ctx, input }) => {
    const output = await updateOutput({
      em: ctx.em,
      config: ctx.app.config,
      encryption: ctx.app.encryption,
      actor: ctx.actor,
      teamId: ctx.team.teamId,
      output: await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId }),
      name: input.name,
      enabled: input.enabled,
      triggerEvents: input.trigger_events,
      settings: input.config,
    });
    const last = await lastDeliveries({ em: ctx.em, outputIds: [output.id] });
    return outputFor(ctx, output, last.get(output.id));
  });
