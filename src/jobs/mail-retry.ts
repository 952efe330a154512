import type { TJobDefinition } from './define-job.ts';

// A verification, reset or invite mail exists only as its job: once the retries are used up it is
// lost for good (a warning in the log, the user has to ask again). A mail server is away for
// minutes, not seconds (a restart, an update, a provider's outage), so mail jobs wait 30 s before
// the first retry and twice as long before each next one, up to 30 min: 30 s, 1, 2, 4, 8, 16, 30,
// 30, 30 min, about 2 h in all (each ± 20 % jitter). A link is issued when the mail is sent, so a
// late reset mail still carries a working link.
export const MAIL_RETRY_FIRST_DELAY_MS = 30_000;
export const MAIL_RETRY_MAX_DELAY_MS = 30 * 60_000;
export const MAIL_MAX_RETRIES = 9;

/** The retry schedule of every job that sends a mail. */
export const mailRetry = {
  maxRetries: MAIL_MAX_RETRIES,
  retryDelay: { firstMs: MAIL_RETRY_FIRST_DELAY_MS, maxMs: MAIL_RETRY_MAX_DELAY_MS },
} satisfies Pick<TJobDefinition, 'maxRetries' | 'retryDelay'>;
