import { Delivery } from '../../db/entities/delivery.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOutput } from '../../services/outputs/get-output.ts';
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
    const delivery = await ctx.em.findOne(Delivery, { id: input.deliveryId, output: output.id });
    if (!delivery?.execution) {
      throw new AppError('NOT_FOUND', 'Delivery not found');
    }
    delivery.state = 'pending';
    delivery.attempts = 0;
    delivery.lockedUntil = null;
    await ctx.em.flush();
    await ctx.app.jobs.enqueue('delivery.run', { deliveryId: delivery.id });
    return toDelivery(delivery);
  });
