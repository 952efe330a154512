import { z } from 'zod';
import { staleAfterSeconds } from '../../services/executions/transitions.ts';
import { defineJob } from '../define-job.ts';
import { AGENDA_TABLE } from '../job-rows.ts';

// Jobs are written with their state change (outbox), and a dead worker's jobs come back by lock
// expiry. This reconciler only covers what neither can: a job that failed for good (the database
// away through all retries). It adds a job only where no live one exists, so it never multiplies.
// The scans walk partial indexes (executions_unfinished_created_at_index,
// deliveries_pending_created_at_index, evaluation_items_open_created_at_index) and the job lookups
// agenda_jobs' expression indexes.
const LOST_EXECUTIONS = `
  select e.id from executions e
  where e.status in ('pending', 'running')
    and ((e.status = 'pending' and e.created_at < now() - interval '1 minute')
      or (e.status = 'running' and coalesce(e.heartbeat_at, e.started_at) < now() - make_interval(secs => ?)))`;

const LOST_DELIVERIES = `
  select d.id from deliveries d
  where d.state = 'pending' and not d.is_test and d.created_at < now() - interval '1 minute'
    and (d.locked_until is null or d.locked_until < now())`;

// An evaluation item whose job failed for good (its last run could not even record the failure).
const LOST_EVALUATION_ITEMS = `
  select i.id from evaluation_items i
  where i.state in ('pending', 'running') and i.created_at < now() - interval '1 minute'`;

/**
 * Adds a `jobName` job, `{ [key]: id }`, for each row `lost` selects (its alias `alias`) that has no live
 * job of that name for it (queued, or locked by a run), oldest first, 500 per pass.
 */
const requeueSql = (jobName: string, key: string, lost: string, alias: string) => `
  insert into ${AGENDA_TABLE} (name, data, next_run_at)
  select '${jobName}', jsonb_build_object('${key}', lost.id), now() from (${lost}
    and not exists (select 1 from ${AGENDA_TABLE} j where j.name = '${jobName}'
      and j.data->>'${key}' = ${alias}.id::text and (j.next_run_at is not null or j.locked_at is not null))
    order by ${alias}.created_at limit 500) lost returning id`;

/** Exported for the index test: the statements the reconciler runs on PostgreSQL. */
export const REQUEUE_EXECUTIONS_SQL = requeueSql('extraction.run', 'executionId', LOST_EXECUTIONS, 'e');
export const REQUEUE_DELIVERIES_SQL = requeueSql('delivery.run', 'deliveryId', LOST_DELIVERIES, 'd');
export const REQUEUE_EVALUATION_ITEMS_SQL = requeueSql('evaluation.document', 'itemId', LOST_EVALUATION_ITEMS, 'i');

/** Re-creates the job of executions, deliveries and evaluation items whose job is gone; runs every 30 s. */
export const requeueStaleJob = defineJob({
  id: 'maintenance.requeue-stale',
  payload: z.strictObject({}),
  async handler(_payload, { orm, log, config, enqueue, hasLiveJob }) {
    const em = orm.em.fork();
    const staleSeconds = staleAfterSeconds(config.JOB_LOCK_SECONDS) * 2;
    let executions: number;
    let deliveries: number;
    let items: number;
    if (config.AGENDA_MONGO_URL) {
      // Jobs live in MongoDB: no anti-join in SQL. Each candidate is checked against the queue
      // itself, so a job still queued or running is never doubled however often this runs.
      executions = 0;
      deliveries = 0;
      items = 0;
      const lostExecutions = await em.execute<{ id: string }[]>(`${LOST_EXECUTIONS} order by e.created_at limit 500`, [
        staleSeconds,
      ]);
      for (const { id } of lostExecutions) {
        if (!(await hasLiveJob('extraction.run', { executionId: id }))) {
          await enqueue('extraction.run', { executionId: id });
          executions++;
        }
      }
      const lostDeliveries = await em.execute<{ id: string }[]>(`${LOST_DELIVERIES} order by d.created_at limit 500`);
      for (const { id } of lostDeliveries) {
        if (!(await hasLiveJob('delivery.run', { deliveryId: id }))) {
          await enqueue('delivery.run', { deliveryId: id });
          deliveries++;
        }
      }
      const lostItems = await em.execute<{ id: string }[]>(`${LOST_EVALUATION_ITEMS} order by i.created_at limit 500`);
      for (const { id } of lostItems) {
        if (!(await hasLiveJob('evaluation.document', { itemId: id }))) {
          await enqueue('evaluation.document', { itemId: id });
          items++;
        }
      }
    } else {
      executions = (await em.execute<{ id: string }[]>(REQUEUE_EXECUTIONS_SQL, [staleSeconds])).length;
      deliveries = (await em.execute<{ id: string }[]>(REQUEUE_DELIVERIES_SQL)).length;
      items = (await em.execute<{ id: string }[]>(REQUEUE_EVALUATION_ITEMS_SQL)).length;
    }
    if (executions + deliveries + items > 0) {
      // Workers find them on their next poll (seconds).
      log.warn({ executions, deliveries, evaluationItems: items }, 're-created lost jobs');
    }
  },
});
