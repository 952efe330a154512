import type { EntityManager } from '@mikro-orm/postgresql';

export const AGENDA_TABLE = 'agenda_jobs';
/** Agenda's LISTEN/NOTIFY channel (set explicitly so rows written here wake the same listeners). */
export const AGENDA_CHANNEL = 'agenda_jobs';

export type TJobRow = { jobId: string; payload: unknown; runAt?: Date };

/**
 * Writes jobs as rows of agenda's table inside the caller's transaction (the transactional outbox):
 * they exist exactly when the state change that needs them is committed. The NOTIFY is
 * transactional too, so idle workers wake at commit and never see a job before its rows.
 */
export async function insertJobRows(tx: EntityManager, jobs: TJobRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const job of jobs) {
    const rows = await tx.execute<{ id: string }[]>(
      `with job as (
         insert into ${AGENDA_TABLE} (name, data, next_run_at, priority, type)
         values (?, ?::jsonb, coalesce(?::timestamptz, now()), 0, 'normal')
         returning id, name, next_run_at
       )
       select id, pg_notify(?, json_build_object('jobId', id, 'jobName', name, 'nextRunAt', next_run_at,
         'priority', 0, 'timestamp', now(), 'source', 'outbox')::text) from job`,
      [job.jobId, JSON.stringify(job.payload), job.runAt?.toISOString() ?? null, AGENDA_CHANNEL],
    );
    ids.push(String(rows[0]?.id));
  }
  return ids;
}
