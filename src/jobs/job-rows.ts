import type { EntityManager } from '@mikro-orm/postgresql';

export const AGENDA_TABLE = 'agenda_jobs';
/** Agenda's LISTEN/NOTIFY channel (set explicitly so rows written here wake the same listeners). */
export const AGENDA_CHANNEL = 'agenda_jobs';

export type TJobRow = { jobId: string; payload: unknown; runAt?: Date };

/**
 * The CTEs `job` and `job_notified` that write jobs as rows of agenda's table within a larger
 * statement: the rows of `before` first (a row source of `name`, `data` jsonb and `run_at`, without
 * parameters: e.g. the delivery jobs of a status change), then `jobs` in their order, each due at its
 * `runAt` (or now). `params` is the part's one parameter. The NOTIFY is transactional, so idle workers
 * wake at commit and never see a job before its rows; it is sent only if the statement reads
 * `job_notified`. The one place that turns jobs into rows: a transaction's jobs and a statement's.
 */
export function jobRowsCte(jobs: TJobRow[], before?: string): { cte: string; params: unknown[] } {
  const listed = `select name, data, run_at, 1 as part, position
    from jsonb_to_recordset(?::jsonb) as r(name text, data jsonb, run_at timestamptz, position int)`;
  const source = before
    ? `select name, data, run_at, 0 as part, 0 as position from (${before}) as b union all ${listed}`
    : listed;
  return {
    cte: `job as (
       insert into ${AGENDA_TABLE} (name, data, next_run_at, priority, type)
       select j.name, j.data, coalesce(j.run_at, now()), 0, 'normal' from (${source}) as j order by j.part, j.position
       returning id, name, next_run_at
     ),
     job_notified as (
       select id, pg_notify('${AGENDA_CHANNEL}', json_build_object('jobId', id, 'jobName', name,
         'nextRunAt', next_run_at, 'priority', 0, 'timestamp', now(), 'source', 'outbox')::text) from job
     )`,
    params: [
      JSON.stringify(
        jobs.map((job, position) => ({
          name: job.jobId,
          data: job.payload,
          run_at: job.runAt?.toISOString() ?? null,
          position,
        })),
      ),
    ],
  };
}

/**
 * Writes jobs as rows of agenda's table inside the caller's transaction (the transactional outbox):
 * they exist exactly when the state change that needs them is committed. All rows go in one
 * statement (one round trip however many outputs listen).
 */
export async function insertJobRows(tx: EntityManager, jobs: TJobRow[]): Promise<string[]> {
  if (jobs.length === 0) {
    return [];
  }
  const rows = jobRowsCte(jobs);
  const written = await tx.execute<{ id: string }[]>(`with ${rows.cte} select id from job_notified`, rows.params);
  return written.map((row) => String(row.id));
}

/**
 * Lookups of a job by the execution, delivery or evaluation item it serves (the reconciler's anti-join). Agenda
 * creates its table itself, after migrations, so these are ensured when the queue starts.
 */
export const JOB_LOOKUP_INDEXES = [
  `create index if not exists agenda_jobs_execution_id_idx on ${AGENDA_TABLE} ((data->>'executionId')) where name = 'extraction.run'`,
  `create index if not exists agenda_jobs_delivery_id_idx on ${AGENDA_TABLE} ((data->>'deliveryId')) where name = 'delivery.run'`,
  `create index if not exists agenda_jobs_item_id_idx on ${AGENDA_TABLE} ((data->>'itemId')) where name = 'evaluation.document'`,
];

export async function createLookupIndexes(
  pool: { query(sql: string): Promise<unknown> },
  log: { warn(object: unknown, message: string): void },
): Promise<void> {
  for (const statement of JOB_LOOKUP_INDEXES) {
    // Two processes starting at once may race on the name; the loser finds the index made.
    await pool.query(statement).catch((error: unknown) => log.warn({ err: error }, 'could not create a job index'));
  }
}
