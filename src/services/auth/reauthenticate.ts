import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import type { TUser } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';

/**
 * Confirms the signed-in person's password before a security-relevant change (password, two-factor,
 * API keys). Counted per account like sign-in, so a stolen session cannot guess the password.
 */
export async function confirmPassword(options: {
  app: TApp;
  em: EntityManager;
  user: TUser;
  password: string;
  field: string;
}): Promise<void> {
  const { app, em, user } = options;
  await consumeRateLimit(em, {
    key: `reauth:user:${user.id}`,
    limit: app.config.RATE_LIMIT_AUTH_PER_ACCOUNT,
    windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!(await verifyPassword(user.passwordHash, options.password))) {
    throw new AppError('INVALID_CREDENTIALS', 'The password is not correct', {
      issues: [{ path: [options.field], message: 'The password is not correct' }],
    });
  }
}
