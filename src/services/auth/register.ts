import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { queueAccountMail } from './send-account-mail.ts';

export type TRegisterInput = { email: string; password: string; betaCode: string; name: string; language: string };

function checkRegistrationAllowed(app: TApp, betaCode: string): void {
  const mode = app.config.REGISTRATION_MODE;
  if (mode === 'closed') {
    throw new AppError('REGISTRATION_CLOSED', 'Registration is closed');
  }
  if (mode === 'beta' && !app.config.BETA_CODES.includes(betaCode.trim())) {
    throw new AppError('INVALID_BETA_CODE', 'This beta code is not valid', {
      issues: [{ path: ['beta_code'], message: 'This beta code is not valid' }],
    });
  }
}

/**
 * Creates an unverified account and mails a verification link. A known e-mail gets the same
 * answer (and a "you already have an account" mail), so sign-up does not reveal who is registered.
 */
export async function registerUser(options: {
  app: TApp;
  em: EntityManager;
  input: TRegisterInput;
  clientIp: string;
}): Promise<void> {
  const { app, em, input } = options;
  await consumeRateLimit(em, {
    key: `register:ip:${options.clientIp}`,
    limit: app.config.RATE_LIMIT_MAIL_PER_IP,
    windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
  });
  checkRegistrationAllowed(app, input.betaCode);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  // The same work for a known address: the insert is attempted and one mail job queued either way.
  const inserted = await em.getConnection().execute<{ id: string }[]>(
    `insert into users (id, created_at, email, name, language, role, password_hash)
     values (gen_random_uuid(), now(), ?, ?, ?, 'user', ?)
     on conflict (email) do nothing returning id`,
    [email, input.name.trim(), input.language, passwordHash],
  );
  await queueAccountMail(app, inserted[0] ? 'verify_email' : 'already_registered', email);
}
