import type { EntityManager } from '@mikro-orm/postgresql';
import { Delivery } from '../../db/entities/delivery.ts';

export async function recentDeliveries(options: { em: EntityManager; outputId: string; limit?: number }) {
  return options.em.find(
    Delivery,
    { output: options.outputId },
    { orderBy: { createdAt: 'desc' }, limit: options.limit ?? 50 },
  );
}

/** Latest delivery per output, for the list. */
export async function lastDeliveries(options: { em: EntityManager; outputIds: string[] }) {
  const { outputIds } = options;
  if (outputIds.length === 0) {
    return new Map<string, { state: string; at: Date }>();
  }
  const rows = await options.em.getConnection().execute<{ output_id: string; state: string; created_at: Date }[]>(
    `select distinct on (output_id) output_id, state, created_at from deliveries
     where output_id = any(?::uuid[]) order by output_id, created_at desc`,
    [`{${outputIds.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.output_id, { state: row.state, at: new Date(row.created_at) }]));
}
