import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import { User } from '../../db/entities/user.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { alreadyRegisteredMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.ts';
import { issueEmailToken } from './email-tokens.ts';

export type TAccountMailKind = 'verify_email' | 'reset_password' | 'already_registered';

/** Links are built from APP_URL, never from the request's Host header (which an attacker controls). */
export function appLink(app: { config: TConfig }, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, app.config.APP_URL);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Looks the address up, issues the link and sends the mail, all in the `account.mail` job. The
 * request only queues the job, whether or not the address has an account, so answers take the
 * same time; and the link exists only in the mail (the job's payload is the address alone).
 */
export async function sendAccountMail(
  deps: { config: TConfig; mailer: TMailer; em: EntityManager },
  options: { kind: TAccountMailKind; email: string },
): Promise<void> {
  const { em } = deps;
  const user = await em.findOne(User, { email: options.email });
  if (!user || (options.kind === 'verify_email' && user.emailVerifiedAt)) {
    return;
  }
  if (options.kind === 'already_registered') {
    const link = appLink(deps, '/login');
    await deps.mailer.send(alreadyRegisteredMail(user.email, user.name, link, user.language));
    return;
  }
  const token = await issueEmailToken(em, user, options.kind);
  if (options.kind === 'verify_email') {
    const link = appLink(deps, '/verify/confirm', { t: token });
    await deps.mailer.send(verifyEmailMail(user.email, user.name, link, user.language));
  } else {
    const link = appLink(deps, '/forgot/confirm', { t: token });
    await deps.mailer.send(resetPasswordMail(user.email, user.name, link, user.language));
  }
}

/** Queues an account mail: the same single write for known and unknown addresses. */
export async function queueAccountMail(app: TApp, kind: TAccountMailKind, email: string): Promise<void> {
  await app.jobs.enqueue('account.mail', { kind, email });
}
