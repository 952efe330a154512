import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { addAccountMail } from './send-account-mail.ts';

type TRegistrationConfig = Pick<
  TConfig,
  'REGISTRATION_MODE' | 'BETA_CODES' | 'RATE_LIMIT_MAIL_PER_IP' | 'RATE_LIMIT_WINDOW_SECONDS'
>;

function checkRegistrationAllowed(config: TRegistrationConfig, betaCode: string): void {
  const mode = config.REGISTRATION_MODE;
  if (mode === 'closed') {
    throw new AppError('REGISTRATION_CLOSED', 'Registration is closed');
  }
  if (mode === 'beta' && !config.BETA_CODES.includes(betaCode.trim())) {
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
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction'>;
  config: TRegistrationConfig;
  clientIp: string;
  email: string;
  password: string;
  betaCode: string;
  name: string;
  language: string;
}): Promise<void> {
  const { config, em } = options;
  await consumeRateLimit(em, {
    key: `register:ip:${options.clientIp}`,
    limit: config.RATE_LIMIT_MAIL_PER_IP,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  checkRegistrationAllowed(config, options.betaCode);
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(options.password);
  // The same work for a known address: the insert is attempted and one mail job queued either way.
  // Account and mail job commit together: a failed enqueue or a crash leaves neither behind.
  await options.jobs.transaction(em, async (tx, addJob) => {
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into users (id, created_at, email, name, language, role, password_hash)
       values (gen_random_uuid(), now(), ?, ?, ?, 'user', ?)
       on conflict (email) do nothing returning id`,
      [email, options.name.trim(), options.language, passwordHash],
    );
    addAccountMail(addJob, { kind: inserted[0] ? 'verify_email' : 'already_registered', email });
  });
}
