import type { EntityManager } from '@mikro-orm/postgresql';

export const AGENDA_TABLE = 'agenda_jobs';
/** Agenda's LISTEN/NOTIFY channel (set explicitly so rows written here wake the same listeners). */
export const AGENDA_CHANNEL = 'agenda_jobs';

export type TJobRow = { jobId: string; payload: unknown; runAt?: Date };

/**
 * The CTEs `job` and `job_notified` that write jobs as rows of agenda's table within a larger
 * statement: `source` yields `name`, `data` (jsonb) and `run_at` (null: due now). The NOTIFY is
 * transactional, so idle workers wake at commit and never see a job before its rows; it is sent
 * only if the statement reads `job_notified`.
 */
export const jobRowsSql = (source: string) =>
  `job as (
     insert into ${AGENDA_TABLE} (name, data, next_run_at, priority, type)
     select j.name, j.data, coalesce(j.run_at, now()), 0, 'normal' from (${source}) as j
     returning id, name, next_run_at
   ),
   job_notified as (
     select id, pg_notify('${AGENDA_CHANNEL}', json_build_object('jobId', id, 'jobName', name,
       'nextRunAt', next_run_at, 'priority', 0, 'timestamp', now(), 'source', 'outbox')::text) from job
   )`;

/**
 * Writes jobs as rows of agenda's table inside the caller's transaction (the transactional outbox):
 * they exist exactly when the state change that needs them is committed. All rows go in one
 * statement (one round trip however many outputs listen).
 */
export async function insertJobRows(tx: EntityManager, jobs: TJobRow[]): Promise<string[]> {
  if (jobs.length === 0) {
    return [];
  }
  const rows = await tx.execute<{ id: string }[]>(
    `with ${jobRowsSql(
      `select * from jsonb_to_recordset(?::jsonb) as r(name text, data jsonb, run_at timestamptz, position int)
       order by position`,
    )}
     select id from job_notified`,
    [
      JSON.stringify(
        jobs.map((job, position) => ({
          name: job.jobId,
          data: job.payload,
          run_at: job.runAt?.toISOString() ?? null,
          position,
        })),
      ),
    ],
  );
  return rows.map((row) => String(row.id));
}

/**
 * Lookups of a job by the execution or delivery it serves (the reconciler's anti-join). Agenda
 * creates its table itself, after migrations, so these are ensured when the queue starts.
 */
export const JOB_LOOKUP_INDEXES = [
  `create index if not exists agenda_jobs_execution_id_idx on ${AGENDA_TABLE} ((data->>'executionId')) where name = 'extraction.run'`,
  `create index if not exists agenda_jobs_delivery_id_idx on ${AGENDA_TABLE} ((data->>'deliveryId')) where name = 'delivery.run'`,
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
