import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { User } from '../../db/entities/user.ts';
import type { TAddJob } from '../../jobs/queue.ts';
import type { TMailer, TMailMessage } from '../../mail/mailer.ts';
import { alreadyRegisteredMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.ts';
import { issueEmailToken } from './email-tokens.ts';

export type TAccountMailKind = 'verify_email' | 'reset_password' | 'already_registered';

/** Links are built from APP_URL, never from the request's Host header (which an attacker controls). */
export function appLink(options: { appUrl: string; path: string; params?: Record<string, string> }): string {
  const url = new URL(options.path, options.appUrl);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Looks the address up, issues the link and sends the mail, all in the `account.mail` job. The
 * request only queues the job, whether or not the address has an account, so answers take the
 * same time; and the link exists only in the mail (the job's payload is the address alone).
 * `token` and `messageId`, derived from the job, make a re-run (a worker killed after the mail
 * server took the mail) send the same mail: its link and the first mail's both work.
 */
export async function sendAccountMail(options: {
  em: EntityManager;
  config: Pick<TConfig, 'APP_URL'>;
  mailer: TMailer;
  kind: TAccountMailKind;
  email: string;
  token?: string;
  messageId?: string;
}): Promise<void> {
  const { em, kind, messageId } = options;
  const mailer = { send: (message: TMailMessage) => options.mailer.send({ ...message, messageId }) };
  const appUrl = options.config.APP_URL;
  const user = await em.findOne(User, { email: options.email });
  if (!user || (kind === 'verify_email' && user.emailVerifiedAt)) {
    return;
  }
  if (kind === 'already_registered') {
    const link = appLink({ appUrl, path: '/login' });
    await mailer.send(alreadyRegisteredMail(user.email, user.name, link, user.language));
    return;
  }
  const token = await issueEmailToken({ em, user, purpose: kind, token: options.token });
  if (token === null) {
    // The link of an earlier run of this job was followed already: the mail did its work.
    return;
  }
  if (kind === 'verify_email') {
    const link = appLink({ appUrl, path: '/verify/confirm', params: { t: token } });
    await mailer.send(verifyEmailMail(user.email, user.name, link, user.language));
  } else {
    const link = appLink({ appUrl, path: '/forgot/confirm', params: { t: token } });
    await mailer.send(resetPasswordMail(user.email, user.name, link, user.language));
  }
}

/** Adds an account mail to a transaction: the same single job for known and unknown addresses. */
export function addAccountMail(addJob: TAddJob, mail: { kind: TAccountMailKind; email: string }): void {
  addJob('account.mail', { kind: mail.kind, email: mail.email });
}
