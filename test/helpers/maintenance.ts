import type { MikroORM } from '@mikro-orm/postgresql';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { waitFor } from './wait-for.ts';

/** Makes the hourly maintenance job due now and waits until a worker has finished it. */
export async function runMaintenanceNow(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const [due] = await em.execute<{ now: Date }[]>(
    `update ${AGENDA_TABLE} set next_run_at = now() where name = 'maintenance.purge-expired' returning now() as now`,
  );
  if (!due) {
    throw new Error('the maintenance job is not scheduled');
  }
  await waitFor(
    'the maintenance job to finish',
    async () => {
      const [row] = await orm.em
        .fork()
        .execute<{ finished: boolean; failed: boolean }[]>(
          `select last_finished_at >= ? as finished, coalesce(failed_at >= ?, false) as failed from ${AGENDA_TABLE} where name = 'maintenance.purge-expired'`,
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
