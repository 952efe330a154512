import type { MikroORM } from '@mikro-orm/postgresql';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { waitFor } from './wait-for.ts';

const JOB = `name = 'maintenance.purge-expired'`;

/** Makes the hourly maintenance job due now and waits until a worker has run it from start to finish. */
export async function runMaintenanceNow(orm: MikroORM): Promise<void> {
  // A run still going (the one at start-up) would reschedule the job an hour ahead when it ends,
  // undoing "due now", and its finish would look like the finish of the run asked for here.
  await waitFor(
    'a running maintenance job to end',
    async () => {
      const [row] = await orm.em
        .fork()
        .execute<{ locked: boolean }[]>(`select locked_at is not null as locked from ${AGENDA_TABLE} where ${JOB}`);
      return row?.locked === false;
    },
    { timeoutMs: 30_000 },
  );
  const em = orm.em.fork();
  const [due] = await em.execute<{ now: Date }[]>(
    `update ${AGENDA_TABLE} set next_run_at = now() where ${JOB} returning now() as now`,
  );
  if (!due) {
    throw new Error('the maintenance job is not scheduled');
  }
  await waitFor(
    'the maintenance job to finish',
    async () => {
      const [row] = await orm.em.fork().execute<{ finished: boolean; failed: boolean }[]>(
        `select last_run_at >= ? and last_finished_at >= last_run_at and locked_at is null as finished,
             coalesce(failed_at >= ?, false) as failed from ${AGENDA_TABLE} where ${JOB}`,
        [due.now, due.now],
      );
      if (row?.failed) {
        throw new Error('the maintenance job failed');
      }
      return row?.finished;
    },
    { timeoutMs: 30_000 },
  );
}
