import type { TApp } from '../../app.ts';
import type { TUser } from '../../db/entities/user.ts';
import { alreadyRegisteredMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.ts';

/** Links are built from APP_URL, never from the request's Host header (which an attacker controls). */
export function appLink(app: TApp, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, app.config.APP_URL);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}

export async function sendVerificationMail(app: TApp, user: TUser, token: string): Promise<void> {
  const link = appLink(app, '/verify/confirm', { t: token });
  await app.jobs.enqueue('mail.send', verifyEmailMail(user.email, user.name, link, user.language));
}

export async function sendPasswordResetMail(app: TApp, user: TUser, token: string): Promise<void> {
  const link = appLink(app, '/forgot/confirm', { t: token });
  await app.jobs.enqueue('mail.send', resetPasswordMail(user.email, user.name, link, user.language));
}

export async function sendAlreadyRegisteredMail(app: TApp, user: TUser): Promise<void> {
  const link = appLink(app, '/login');
  await app.jobs.enqueue('mail.send', alreadyRegisteredMail(user.email, user.name, link, user.language));
}
