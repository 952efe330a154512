import type { MikroORM } from '@mikro-orm/postgresql';
import { AGENDA_CHANNEL, AGENDA_TABLE } from '../../src/jobs/job-rows.ts';
import { waitFor } from './wait-for.ts';

export type TJobState = { failCount: number; retryWaitSeconds: number } | undefined;

/** The job's failures so far and how long after its last failure the queue runs it again (undefined: gone). */
export async function jobState(orm: MikroORM, jobId: string): Promise<TJobState> {
  const rows = await orm.em
    .fork()
    .execute<{ fail_count: number | null; wait: string | null }[]>(
      `select fail_count, extract(epoch from next_run_at - failed_at) as wait from ${AGENDA_TABLE} where id = ?`,
      [jobId],
    );
  const row = rows[0];
  return row ? { failCount: row.fail_count ?? 0, retryWaitSeconds: Number(row.wait) } : undefined;
}

/** Waits until the job has failed `count` times. */
export function failedAttempts(orm: MikroORM, jobId: string, count: number): Promise<NonNullable<TJobState>> {
  return waitFor(`failed attempt ${count}`, async () => {
    const state = await jobState(orm, jobId);
    return state && state.failCount >= count ? state : undefined;
  });
}

/** Lets the scheduled retry come now (the waiting is the queue's) and wakes the worker. */
export async function retryNow(orm: MikroORM, jobId: string) {
  await orm.em.fork().execute(
    `with due as (update ${AGENDA_TABLE} set next_run_at = now() where id = ? returning id, name, next_run_at)
     select pg_notify('${AGENDA_CHANNEL}', json_build_object('jobId', id, 'jobName', name,
       'nextRunAt', next_run_at, 'priority', 0, 'timestamp', now(), 'source', 'test')::text) from due`,
    [jobId],
  );
}
