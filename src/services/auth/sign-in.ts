import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { RateLimit } from '../../db/entities/rate-limit.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import type { TAuth } from './lucia.ts';
import type { TSessionDevice } from './session-device.ts';
import { verifySecondFactor } from './two-factor.ts';

/**
 * Checks e-mail, password and (when enabled) the two-factor code, then starts a new session.
 * Unknown e-mails and wrong passwords give the same answer, after the same work.
 */
export async function signIn(options: {
  em: EntityManager;
  config: Pick<TConfig, 'RATE_LIMIT_AUTH_PER_IP' | 'RATE_LIMIT_AUTH_PER_ACCOUNT' | 'RATE_LIMIT_WINDOW_SECONDS'>;
  encryption: TEncryption;
  auth: Pick<TAuth, 'createSession'>;
  email: string;
  password: string;
  twoFactorToken?: string;
  clientIp: string;
  device: TSessionDevice;
}): Promise<{ sessionToken: string; userId: string }> {
  const { config, em } = options;
  const email = options.email.trim().toLowerCase();
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const accountKey = `login:account:${email}`;
  await consumeRateLimit(em, {
    key: `login:ip:${options.clientIp}`,
    limit: config.RATE_LIMIT_AUTH_PER_IP,
    windowSeconds: window,
  });
  await consumeRateLimit(em, { key: accountKey, limit: config.RATE_LIMIT_AUTH_PER_ACCOUNT, windowSeconds: window });

  const user = await em.findOne(User, { email });
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyAgainstDummy(options.password);
  if (!user || !passwordOk) {
    throw new AppError('INVALID_CREDENTIALS', 'E-mail or password is not correct');
  }
  if (!user.emailVerifiedAt) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your e-mail address first');
  }
  if (user.twoFactorEnabledAt) {
    if (!options.twoFactorToken) {
      throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app (or a recovery code)');
    }
    const code = options.twoFactorToken;
    if (!(await verifySecondFactor({ em, encryption: options.encryption, user, code, allowRecoveryCode: true }))) {
      throw new AppError('INVALID_TWO_FACTOR_CODE', 'The code is not valid', {
        issues: [{ path: ['two_factor_token'], message: 'The code is not valid' }],
      });
    }
  }
  await em.nativeDelete(RateLimit, { key: accountKey });
  const session = await options.auth.createSession(user.id, { ...options.device, impersonator_user_id: null });
  return { sessionToken: session.id, userId: user.id };
}
