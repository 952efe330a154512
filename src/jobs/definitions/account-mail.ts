import { z } from 'zod';
import { jobMessageId } from '../../mail/mailer.ts';
import { sendAccountMail } from '../../services/auth/send-account-mail.ts';
import { defineJob } from '../define-job.ts';
import { mailRetry } from '../mail-retry.ts';

/**
 * Verification, reset and "already registered" mails; the link is made here, never stored in the
 * job. Delivery is at least once (a worker killed after the mail server took the mail sends it
 * again): the link is derived from the job's row, so every copy carries the same working link and
 * Message-ID. With MongoDB jobs have no row here, and a second copy carries a new link.
 */
export const accountMailJob = defineJob({
  id: 'account.mail',
  payload: z.strictObject({
    kind: z.enum(['verify_email', 'reset_password', 'already_registered']),
    email: z.email(),
  }),
  ...mailRetry,
  async handler(payload, { config, mailer, orm, encryption }, job) {
    await sendAccountMail({
      em: orm.em.fork(),
      config,
      mailer,
      kind: payload.kind,
      email: payload.email,
      token: job.row ? encryption.deriveToken({ rowId: job.row.id, purpose: 'account-mail-link' }) : undefined,
      messageId: jobMessageId(job.row?.id, config.APP_URL),
    });
  },
});
