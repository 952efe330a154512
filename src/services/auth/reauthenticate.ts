import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { RateLimit } from '../../db/entities/rate-limit.ts';
import type { TUser } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';

/** The limits that count wrong passwords per account (sign-in, re-authentication). */
export type TAccountLimits = Pick<TConfig, 'RATE_LIMIT_AUTH_PER_ACCOUNT' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/**
 * Confirms the signed-in person's password before a security-relevant change (password, two-factor,
 * API keys). Wrong passwords are counted per account like sign-in, so a stolen session cannot guess it.
 */
export async function confirmPassword(options: {
  em: EntityManager;
  config: TAccountLimits;
  user: TUser;
  password: string;
  field: string;
}): Promise<void> {
  const { config, em, user } = options;
  const key = `reauth:user:${user.id}`;
  await consumeRateLimit(em, {
    key,
    limit: config.RATE_LIMIT_AUTH_PER_ACCOUNT,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!(await verifyPassword(user.passwordHash, options.password))) {
    throw new AppError('INVALID_CREDENTIALS', 'The password is not correct', {
      issues: [{ path: [options.field], message: 'The password is not correct' }],
    });
  }
  // Only wrong guesses count against the account, as at sign-in: a right password starts over.
  await em.nativeDelete(RateLimit, { key });
}
