import { detailShapeOf } from '../../i18n/message.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
import { redeliverDelivery } from '../../services/outputs/redeliver.ts';
import { projectProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { ZDelivery } from './outputs.types.ts';
import { ZRedeliverInput } from './redeliver.types.ts';
import { toDelivery } from './to-delivery.ts';

export const redeliverProcedure = projectProcedure('admin')
  .meta(
    restMeta({
      method: 'POST',
      path: '/projects/{projectId}/outputs/{outputId}/deliveries/{deliveryId}/redeliver',
      tag: 'Outputs',
      summary: 'Deliver again (admin)',
    }),
  )
  .input(ZRedeliverInput)
  .output(ZDelivery)
  .mutation(async ({ ctx, input }) => {
    const output = await getOutput({ em: ctx.em, projectId: input.projectId, outputId: input.outputId });
    const delivery = await redeliverDelivery({
      em: ctx.em,
      jobs: ctx.app.jobs,
      projectId: input.projectId,
      outputId: output.id,
      deliveryId: input.deliveryId,
    });
    return toDelivery(delivery, ctx.locale, detailShapeOf(ctx));
  });
