import { z } from 'zod';
import { staleAfterSeconds } from '../../services/executions/transitions.ts';
import { defineJob } from '../define-job.ts';
import { AGENDA_TABLE } from '../job-rows.ts';

// Jobs are written with their state change (outbox), and a dead worker's jobs come back by lock
// expiry. This reconciler only covers what neither can: a job that failed for good (the database
// away through all retries). It adds a job only where no live one exists, so it never multiplies.
const EXECUTIONS = `
  insert into ${AGENDA_TABLE} (name, data, next_run_at)
  select 'extraction.run', jsonb_build_object('executionId', e.id), now() from executions e
  where ((e.status = 'pending' and e.created_at < now() - interval '1 minute')
      or (e.status = 'running' and coalesce(e.heartbeat_at, e.started_at) < now() - make_interval(secs => ?)))
    and not exists (select 1 from ${AGENDA_TABLE} j where j.name = 'extraction.run'
      and j.data->>'executionId' = e.id::text and (j.next_run_at is not null or j.locked_at is not null))
  order by e.created_at limit 500 returning id`;

const DELIVERIES = `
  insert into ${AGENDA_TABLE} (name, data, next_run_at)
  select 'delivery.run', jsonb_build_object('deliveryId', d.id), now() from deliveries d
  where d.state = 'pending' and not d.is_test and d.created_at < now() - interval '1 minute'
    and (d.locked_until is null or d.locked_until < now())
    and not exists (select 1 from ${AGENDA_TABLE} j where j.name = 'delivery.run'
      and j.data->>'deliveryId' = d.id::text and (j.next_run_at is not null or j.locked_at is not null))
  order by d.created_at limit 500 returning id`;

/** Re-creates the job of executions and deliveries whose job is gone; runs every minute. */
export const requeueStaleJob = defineJob({
  id: 'maintenance.requeue-stale',
  payload: z.strictObject({}),
  async handler(_payload, { orm, log, config, enqueue }) {
    const em = orm.em.fork();
    if (config.AGENDA_MONGO_URL) {
      // Jobs live in MongoDB: no anti-join possible; a duplicate job finds the execution claimed.
      const rows = await em.execute<{ id: string }[]>(
        `select id from executions where status = 'pending' and created_at < now() - interval '1 minute' limit 500`,
      );
      for (const row of rows) {
        await enqueue('extraction.run', { executionId: row.id });
      }
      return;
    }
    const executions = await em.execute<{ id: string }[]>(EXECUTIONS, [staleAfterSeconds(config.JOB_LOCK_SECONDS) * 2]);
    const deliveries = await em.execute<{ id: string }[]>(DELIVERIES);
    if (executions.length + deliveries.length > 0) {
      // Workers find them on their next poll (seconds).
      log.warn({ executions: executions.length, deliveries: deliveries.length }, 're-created lost jobs');
    }
  },
});
