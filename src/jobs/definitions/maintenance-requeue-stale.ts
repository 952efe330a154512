import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Re-queues executions whose job never ran (the process died between commit and enqueue) or
 * whose worker died mid-run. The extraction job claims atomically, so a duplicate does nothing.
 */
export const requeueStaleJob = defineJob({
  id: 'maintenance.requeue-stale',
  payload: z.strictObject({}),
  async handler(_payload, { orm, log, enqueue }) {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from executions
       where (status = 'pending' and created_at < now() - interval '2 minutes')
          or (status = 'running' and coalesce(heartbeat_at, started_at) < now() - interval '15 minutes')
       order by created_at limit 500`,
      );
    if (rows.length > 0) {
      log.warn({ count: rows.length }, 're-queueing stale executions');
    }
    for (const row of rows) {
      await enqueue('extraction.run', { executionId: row.id });
    }
  },
});
