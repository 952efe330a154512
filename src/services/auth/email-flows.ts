import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import { User } from '../../db/entities/user.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { consumeEmailToken } from './email-tokens.ts';
import { queueAccountMail } from './send-account-mail.ts';

async function limitMailRequests(app: TApp, em: EntityManager, kind: string, clientIp: string, email: string) {
  const windowSeconds = app.config.RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(em, {
    key: `${kind}:ip:${clientIp}`,
    limit: app.config.RATE_LIMIT_MAIL_PER_IP,
    windowSeconds,
  });
  await consumeRateLimit(em, {
    key: `${kind}:account:${email}`,
    limit: app.config.RATE_LIMIT_AUTH_PER_ACCOUNT,
    windowSeconds,
  });
}

/** Confirms the address behind a verification link (single use). */
export async function verifyEmail(options: { em: EntityManager; token: string }): Promise<void> {
  const userId = await consumeEmailToken(options.em, options.token, 'verify_email');
  await options.em.nativeUpdate(User, { id: userId, emailVerifiedAt: null }, { emailVerifiedAt: new Date() });
}

/** Sends a new verification link if the address has an unverified account; the answer never tells. */
export async function resendVerification(options: { app: TApp; em: EntityManager; email: string; clientIp: string }) {
  const { app, em } = options;
  const email = options.email.trim().toLowerCase();
  await limitMailRequests(app, em, 'verify', options.clientIp, email);
  await queueAccountMail(app, 'verify_email', email);
}

/** Sends a reset link if the address has an account; the answer is the same either way. */
export async function requestPasswordReset(options: { app: TApp; em: EntityManager; email: string; clientIp: string }) {
  const { app, em } = options;
  const email = options.email.trim().toLowerCase();
  await limitMailRequests(app, em, 'forgot', options.clientIp, email);
  await queueAccountMail(app, 'reset_password', email);
}

/**
 * Sets a new password from a reset link and ends every session of the account. Two-factor is
 * untouched: the next sign-in still asks for the code. Following the link proves the address.
 */
export async function resetPassword(options: { app: TApp; em: EntityManager; token: string; password: string }) {
  const { app, em } = options;
  const passwordHash = await hashPassword(options.password);
  const userId = await consumeEmailToken(em, options.token, 'reset_password');
  const user = await em.findOneOrFail(User, { id: userId });
  user.passwordHash = passwordHash;
  user.emailVerifiedAt ??= new Date();
  await em.flush();
  await app.auth.invalidateUserSessions(userId);
}
