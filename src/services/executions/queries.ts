import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../../db/entities/document.ts';
import { Execution } from '../../db/entities/execution.ts';
import { queryRows } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';

type TExecutionRef = { em: EntityManager; projectId: string; executionId: string };

/** An execution of this project with its documents and revision, or NOT_FOUND (also for another project's). */
export async function getExecution({ em, projectId, executionId }: TExecutionRef) {
  const execution = await em.findOne(
    Execution,
    { id: executionId, project: projectId },
    { populate: ['documents', 'projectRevision'] },
  );
  if (!execution) {
    throw new AppError('NOT_FOUND', 'Execution not found');
  }
  return execution;
}

export const CHART_RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** Exported so bench/ runs the very same SQL by hand. */
export const CHART_SQL = `with counts as (
       select created_at::date as on_day, count(*)::int as executions,
              (count(*) filter (where status = 'success'))::int as successful,
              (count(*) filter (where status = 'failed'))::int as failed,
              (count(*) filter (where status = 'pending'))::int as pending,
              (count(*) filter (where status = 'running'))::int as running
       from executions
       where project_id = $1 and created_at >= (current_date - ($2::int - 1))::timestamptz
       group by 1)
     select to_char(day, 'YYYY-MM-DD') as date, coalesce(c.executions, 0) as executions,
            coalesce(c.successful, 0) as successful, coalesce(c.failed, 0) as failed,
            coalesce(c.pending, 0) as pending, coalesce(c.running, 0) as running
     from generate_series(current_date - ($2::int - 1), current_date, interval '1 day') as day
     left join counts c on c.on_day = day::date
     order by day`;

/**
 * One row per day of the range (today included), empty days as zeros: one range scan over the
 * (project_id, created_at, id) index, which carries `status`, grouped by day.
 */
export async function executionChart(options: {
  em: EntityManager;
  projectId: string;
  days: number;
  signal?: AbortSignal;
}) {
  const { em, projectId, days, signal } = options;
  const rows = await queryRows<TChartRow>(em, CHART_SQL, [projectId, days], signal);
  return rows;
}

type TChartRow = {
  date: string;
  executions: number;
  successful: number;
  failed: number;
  pending: number;
  running: number;
};

/** Deletes an execution; its documents (rows and files) go too unless another execution (a rerun) still uses them. */
export async function deleteExecution(options: TExecutionRef & { storage: TStorage }) {
  const { em, storage, projectId } = options;
  const execution = await getExecution(options);
  const documentIds = execution.documents.getItems().map((document) => document.id);
  await em.nativeDelete(Execution, { id: execution.id });
  const orphans = await em.find(Document, { id: { $in: documentIds }, project: projectId }, { populate: [] });
  const stillUsed = new Set(
    (
      await em
        .getConnection()
        .execute<{ document_id: string }[]>(
          'select distinct document_id from execution_documents where document_id = any(?::uuid[])',
          [`{${documentIds.join(',')}}`],
        )
    ).map((row) => row.document_id),
  );
  const orphanDocuments = orphans.filter((document) => !stillUsed.has(document.id));
  await em.nativeDelete(Document, { id: { $in: orphanDocuments.map((document) => document.id) } });
  await Promise.all(orphanDocuments.map((document) => storage.delete(document.storageKey)));
  return execution;
}
