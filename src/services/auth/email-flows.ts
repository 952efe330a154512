import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { User } from '../../db/entities/user.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { consumeEmailToken } from './email-tokens.ts';
import type { TAuth } from './lucia.ts';
import { addAccountMail, type TAccountMailKind } from './send-account-mail.ts';

/** The limits on mails asked for by address: per client IP and per address. */
export type TMailRequestLimits = Pick<
  TConfig,
  'RATE_LIMIT_MAIL_PER_IP' | 'RATE_LIMIT_AUTH_PER_ACCOUNT' | 'RATE_LIMIT_WINDOW_SECONDS'
>;

type TMailRequest = {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction'>;
  config: TMailRequestLimits;
  email: string;
  clientIp: string;
};

/** The mail job goes through the outbox like every other job (its NOTIFY wakes a worker at commit). */
async function queueMail(request: TMailRequest, mail: { kind: TAccountMailKind; email: string }): Promise<void> {
  await request.jobs.transaction(request.em, async (_tx, addJob) => addAccountMail(addJob, mail));
}

async function limitMailRequests(options: { kind: 'verify' | 'forgot'; request: TMailRequest; email: string }) {
  const { em, config, clientIp } = options.request;
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(em, {
    key: `${options.kind}:ip:${clientIp}`,
    limit: config.RATE_LIMIT_MAIL_PER_IP,
    windowSeconds,
  });
  await consumeRateLimit(em, {
    key: `${options.kind}:account:${options.email}`,
    limit: config.RATE_LIMIT_AUTH_PER_ACCOUNT,
    windowSeconds,
  });
}

/** Confirms the address behind a verification link (single use). */
export async function verifyEmail(options: { em: EntityManager; token: string }): Promise<void> {
  const userId = await consumeEmailToken({ em: options.em, token: options.token, purpose: 'verify_email' });
  await options.em.nativeUpdate(User, { id: userId, emailVerifiedAt: null }, { emailVerifiedAt: new Date() });
}

/** Sends a new verification link if the address has an unverified account; the answer never tells. */
export async function resendVerification(options: TMailRequest): Promise<void> {
  const email = options.email.trim().toLowerCase();
  await limitMailRequests({ kind: 'verify', request: options, email });
  await queueMail(options, { kind: 'verify_email', email });
}

/** Sends a reset link if the address has an account; the answer is the same either way. */
export async function requestPasswordReset(options: TMailRequest): Promise<void> {
  const email = options.email.trim().toLowerCase();
  await limitMailRequests({ kind: 'forgot', request: options, email });
  await queueMail(options, { kind: 'reset_password', email });
}

/**
 * Sets a new password from a reset link and ends every session of the account. Two-factor is
 * untouched: the next sign-in still asks for the code. Following the link proves the address.
 */
export async function resetPassword(options: {
  em: EntityManager;
  auth: Pick<TAuth, 'invalidateUserSessions'>;
  token: string;
  password: string;
}): Promise<void> {
  const { em } = options;
  const passwordHash = await hashPassword(options.password);
  const userId = await consumeEmailToken({ em, token: options.token, purpose: 'reset_password' });
  const user = await em.findOneOrFail(User, { id: userId });
  user.passwordHash = passwordHash;
  user.emailVerifiedAt ??= new Date();
  await em.flush();
  await options.auth.invalidateUserSessions(userId);
}
