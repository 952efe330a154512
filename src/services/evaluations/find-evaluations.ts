import type { EntityManager } from '@mikro-orm/postgresql';
import { Evaluation } from '../../db/entities/evaluation.ts';
import { EVALUATION_POPULATE } from './get-evaluation.ts';

/** Newest first, with each run's progress counted in one query. */
export async function findEvaluations(options: {
  em: EntityManager;
  projectId: string;
  page: number;
  perPage: number;
}) {
  const { em } = options;
  const [rows, count] = await em.findAndCount(
    Evaluation,
    { project: options.projectId },
    {
      populate: EVALUATION_POPULATE,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: options.perPage,
      offset: options.page * options.perPage,
    },
  );
  const progress = new Map<string, { done: number; total: number }>();
  if (rows.length > 0) {
    const counts = await em.getConnection().execute<{ evaluation_id: string; done: string; total: string }[]>(
      `select evaluation_id, count(*) filter (where state = 'done') as done, count(*) as total
         from evaluation_items where evaluation_id = any(?::uuid[]) group by evaluation_id`,
      [`{${rows.map((row) => row.id).join(',')}}`],
    );
    for (const row of counts) {
      progress.set(row.evaluation_id, { done: Number(row.done), total: Number(row.total) });
    }
  }
  return { rows, count, progress };
}
