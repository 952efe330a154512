import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { issueEmailToken } from './email-tokens.ts';
import { sendAlreadyRegisteredMail, sendVerificationMail } from './send-account-mail.ts';

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
    limit: app.config.RATE_LIMIT_AUTH_PER_IP,
    windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
  });
  checkRegistrationAllowed(app, input.betaCode);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await em.findOne(User, { email });
  if (existing) {
    await sendAlreadyRegisteredMail(app, existing);
    return;
  }
  const inserted = await em.getConnection().execute<{ id: string }[]>(
    `insert into users (id, created_at, email, name, language, role, password_hash)
     values (gen_random_uuid(), now(), ?, ?, ?, 'user', ?)
     on conflict (email) do nothing returning id`,
    [email, input.name.trim(), input.language, passwordHash],
  );
  const id = inserted[0]?.id;
  if (!id) {
    return; // Registered concurrently by another request: same answer as above.
  }
  const user = await em.findOneOrFail(User, { id });
  const token = await issueEmailToken(em, user, 'verify_email');
  await sendVerificationMail(app, user, token);
}
