import { z } from 'zod';
import { sendAccountMail } from '../../services/auth/send-account-mail.ts';
import { defineJob } from '../define-job.ts';

/** Verification, reset and "already registered" mails; the link is made here, never stored in the job. */
export const accountMailJob = defineJob({
  id: 'account.mail',
  payload: z.strictObject({
    kind: z.enum(['verify_email', 'reset_password', 'already_registered']),
    email: z.email(),
  }),
  maxRetries: 5,
  async handler(payload, { config, mailer, orm }) {
    await sendAccountMail({ em: orm.em.fork(), config, mailer, kind: payload.kind, email: payload.email });
  },
});
