import { z } from 'zod';
import { Session } from '../../db/entities/session.ts';
import { defineJob } from '../define-job.ts';

/** Deletes rows whose time is up (expired sessions); scheduled hourly, harmless to repeat. */
export const purgeExpiredJob = defineJob({
  id: 'maintenance.purge-expired',
  payload: z.strictObject({}),
  async handler(_payload, { orm, log }) {
    const em = orm.em.fork();
    const sessions = await em.nativeDelete(Session, { expiresAt: { $lt: new Date() } });
    log.info({ sessions }, 'purged expired rows');
  },
});
