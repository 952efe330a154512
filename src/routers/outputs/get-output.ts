import { lastDeliveries } from '../../services/outputs/delivery-history.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZOutput, ZOutputRef } from './outputs.types.ts';
import { outputFor } from './to-output.ts';

export const getOutputProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/outputs/{outputId}',
      tag: 'Outputs',
      summary: 'One output',
    }),
  )
  .input(ZOutputRef)
  .output(ZOutput)
  .query(async ({ ctx, input }) => {
    const output = await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId });
    const last = await lastDeliveries({ em: ctx.em, outputIds: [output.id] });
    return outputFor(ctx, output, last.get(output.id));
  });
