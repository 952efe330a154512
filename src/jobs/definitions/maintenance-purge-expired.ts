import type { Logger } from 'pino';
import { z } from 'zod';
import { EmailToken } from '../../db/entities/email-token.ts';
import { Session } from '../../db/entities/session.ts';
import { deleteOldMailFiles, MAIL_FILE_KEPT_MS } from '../../mail/mail-files.ts';
import { deleteOrphanFiles } from '../../storage/orphan-files.ts';
import { defineJob } from '../define-job.ts';
import { AGENDA_TABLE } from '../job-rows.ts';

// An upload request ends within minutes (the HTTP server's request timeout, 5 minutes): one begun
// an hour ago and still open, or a local file unwritten for an hour, belongs to a process that was
// killed; so does a stored file an hour old that no document row names.
const ABANDONED_UPLOAD_MS = 60 * 60_000;
const EMAIL_TOKEN_KEPT_MS = 24 * 60 * 60_000;

// A mail job that failed all its retries stays in the job table (with the address, and an invite's
// text) for an operator to look at for a week, then goes. Such rows are few: the scan is cheap.
const FAILED_MAIL_JOBS_SQL = `
  delete from ${AGENDA_TABLE} where name in ('mail.send', 'account.mail')
    and next_run_at is null and locked_at is null and failed_at < now() - interval '7 days'`;

/** One step's count, or null when it failed: a store refusing one step must not stop the others. */
async function step(log: Logger, name: string, work: () => Promise<number>): Promise<number | null> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error, step: name }, 'a maintenance step failed; the others ran, it runs again in an hour');
    return null;
  }
}

/**
 * Deletes rows whose time is up (expired sessions, mail link tokens a day after expiry, mail jobs
 * a week after they failed for good, mails written to disk a week ago) and what killed uploads left in storage (S3
 * multipart uploads, local `.part` files, whole files whose rows never committed); scheduled
 * hourly, harmless to repeat.
 */
export const purgeExpiredJob = defineJob({
  id: 'maintenance.purge-expired',
  payload: z.strictObject({}),
  async handler(_payload, { orm, log, storage, config }) {
    const em = orm.em.fork();
    const startedBefore = new Date(Date.now() - ABANDONED_UPLOAD_MS);
    const sessions = await step(log, 'sessions', () => em.nativeDelete(Session, { expiresAt: { $lt: new Date() } }));
    // Kept a day past expiry: a mail job run again within it finds its (used, superseded) token and sends nothing.
    const emailTokens = await step(log, 'email tokens', () =>
      em.nativeDelete(EmailToken, { expiresAt: { $lt: new Date(Date.now() - EMAIL_TOKEN_KEPT_MS) } }),
    );
    const failedMailJobs = await step(log, 'failed mail jobs', async () =>
      config.AGENDA_MONGO_URL ? 0 : (await em.execute<{ id: string }[]>(`${FAILED_MAIL_JOBS_SQL} returning id`)).length,
    );
    const uploads = await step(log, 'uploads', () => storage.abortAbandonedUploads(startedBefore));
    const orphanFiles = await step(log, 'orphan files', () =>
      deleteOrphanFiles({ em, storage, writtenBefore: startedBefore }),
    );
    // Also with SMTP_URL set: files written before it was hold reset links too (none there: nothing to do).
    const mailFiles = await step(log, 'mail files', () =>
      deleteOldMailFiles(config, new Date(Date.now() - MAIL_FILE_KEPT_MS)),
    );
    log.info(
      { sessions, emailTokens, failedMailJobs, uploads, orphanFiles, mailFiles },
      'purged expired rows and abandoned uploads',
    );
  },
});
