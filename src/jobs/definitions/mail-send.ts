import { z } from 'zod';
import { jobMessageId } from '../../mail/mailer.ts';
import { defineJob } from '../define-job.ts';
import { mailRetry } from '../mail-retry.ts';

/**
 * Sends one transactional mail; retried by the queue if the mail server is away. At least once:
 * a copy sent again after a crash has the same Message-ID.
 */
export const sendMailJob = defineJob({
  id: 'mail.send',
  payload: z.strictObject({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
  }),
  ...mailRetry,
  async handler(message, { mailer, config }, job) {
    await mailer.send({ ...message, messageId: jobMessageId(job.row?.id, config.APP_URL) });
  },
});
