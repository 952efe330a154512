import type { EntityManager } from '@mikro-orm/postgresql';
import { Document } from '../../db/entities/document.ts';
import { Execution, type TExecutionStatus } from '../../db/entities/execution.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';

/** Newest first; `search` matches title, reference and file names (trigram-indexed); `from` inclusive, `to` exclusive. */
export async function findExecutions(
  em: EntityManager,
  options: {
    projectId: string;
    page: number;
    perPage: number;
    search?: string;
    statuses?: TExecutionStatus[];
    from?: Date;
    to?: Date;
  },
) {
  const search = options.search?.trim().toLowerCase();
  const [rows, count] = await em.findAndCount(
    Execution,
    {
      project: options.projectId,
      ...(options.statuses && options.statuses.length > 0 ? { status: { $in: options.statuses } } : {}),
      ...(search ? { searchText: { $like: `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` } } : {}),
      ...(options.from || options.to
        ? { createdAt: { ...(options.from ? { $gte: options.from } : {}), ...(options.to ? { $lt: options.to } : {}) } }
        : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.perPage, offset: options.page * options.perPage },
  );
  return { rows, count };
}

export async function getExecution(em: EntityManager, projectId: string, executionId: string) {
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

/** One row per day of the range (today included), empty days as zeros; computed in SQL. */
export async function executionChart(em: EntityManager, projectId: string, days: number) {
  const rows = await em
    .getConnection()
    .execute<
      { date: string; executions: string; successful: string; failed: string; pending: string; running: string }[]
    >(
      `select to_char(day, 'YYYY-MM-DD') as date,
            count(e.id) as executions,
            count(e.id) filter (where e.status = 'success') as successful,
            count(e.id) filter (where e.status = 'failed') as failed,
            count(e.id) filter (where e.status = 'pending') as pending,
            count(e.id) filter (where e.status = 'running') as running
     from generate_series(current_date - (?::int - 1), current_date, interval '1 day') as day
     left join executions e on e.project_id = ? and e.created_at >= day and e.created_at < day + interval '1 day'
     group by day order by day`,
      [days, projectId],
    );
  return rows.map((row) => ({
    date: row.date,
    executions: Number(row.executions),
    successful: Number(row.successful),
    failed: Number(row.failed),
    pending: Number(row.pending),
    running: Number(row.running),
  }));
}

/** Deletes an execution; its documents (rows and files) go too unless another execution (a rerun) still uses them. */
export async function deleteExecution(em: EntityManager, storage: TStorage, projectId: string, executionId: string) {
  const execution = await getExecution(em, projectId, executionId);
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
