import { z } from 'zod';
import { detailShapeOf } from '../../i18n/message.ts';
import { recentDeliveries } from '../../services/outputs/delivery-history.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZDelivery, ZOutputRef } from './outputs.types.ts';
import { toDelivery } from './to-delivery.ts';

export const listDeliveriesProcedure = projectProcedure('member')
  .meta(
    restMeta({
      method: 'GET',
      path: '/projects/{projectId}/outputs/{outputId}/deliveries',
      tag: 'Outputs',
      summary: 'The 50 most recent deliveries',
    }),
  )
  .input(ZOutputRef)
  .output(z.array(ZDelivery))
  .query(async ({ ctx, input }) => {
    const output = await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId });
    return (await recentDeliveries({ em: ctx.em, outputId: output.id })).map((delivery) =>
      toDelivery(delivery, ctx.locale, detailShapeOf(ctx)),
    );
  });
