import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/** Sends one transactional mail; retried by the queue if the mail server is away. */
export const sendMailJob = defineJob({
  id: 'mail.send',
  payload: z.strictObject({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
  }),
  maxRetries: 5,
  async handler(message, { mailer }) {
    await mailer.send(message);
  },
});
