import type { EntityManager } from '@mikro-orm/postgresql';
import { Delivery, type TDelivery } from '../../db/entities/delivery.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Sends one delivery again: back to pending with fresh attempts, and its job, in one transaction
 * (the outbox), so a committed re-send always has its job and a failed one changes nothing. The
 * row keeps its message id, so the receiver sees the same `webhook-id` and can drop a duplicate.
 */
export async function redeliverDelivery(options: {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction'>;
  projectId: string;
  outputId: string;
  deliveryId: string;
}): Promise<TDelivery> {
  const { em, projectId, outputId, deliveryId } = options;
  await options.jobs.transaction(em.fork(), async (tx, addJob) => {
    const rows = await tx.execute<{ id: string }[]>(
      `update deliveries d set state = 'pending', attempts = 0, locked_until = null
       from outputs o
       where d.id = ? and d.output_id = ? and o.id = d.output_id and o.project_id = ? and d.execution_id is not null
       returning d.id`,
      [deliveryId, outputId, projectId],
    );
    if (rows.length !== 1) {
      throw new AppError('NOT_FOUND', 'Delivery not found');
    }
    addJob('delivery.run', { deliveryId });
  });
  return em.findOneOrFail(Delivery, { id: deliveryId }, { refresh: true });
}
