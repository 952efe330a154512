import { z } from 'zod';
import { runDelivery } from '../../services/outputs/deliveries.ts';
import { defineJob } from '../define-job.ts';

/** Sends one execution status to one output; retries are scheduled as new runs of this job. */
export const runDeliveryJob = defineJob({
  id: 'delivery.run',
  payload: z.strictObject({ deliveryId: z.uuid() }),
  maxRetries: 5,
  async handler({ deliveryId }, deps, job) {
    await runDelivery({ ...deps, em: deps.orm.em.fork(), deliveryId, jobRow: job.row });
  },
});
