import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../lib/app-error.ts';
import type { TActor } from './auth/actor.ts';

/**
 * Counts one attempt against the row of parameter `$key` in a fixed window of `$window` seconds
 * (PostgreSQL placeholders, as queryRows sends them); returns the count and the window's seconds left.
 */
const countAttemptSql = (key: string, window: string, from = '') =>
  `insert into rate_limits (key, window_start, count) ${from ? `select ${key}, now(), 1 ${from}` : `values (${key}, now(), 1)`}
   on conflict (key) do update set
     count = case when rate_limits.window_start <= now() - make_interval(secs => ${window}) then 1 else rate_limits.count + 1 end,
     window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${window}) then now() else rate_limits.window_start end
   returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - now())))::int as retry_after`;

type TLimit = { key: string; limit: number };

/**
 * Counts one attempt against each of `limits` in turn, in a fixed window, and refuses (429 with
 * Retry-After) at the first one past its limit; the limits after a refusal are not counted. One
 * atomic statement in PostgreSQL (each counter an upsert, the next one conditional on the one
 * before), so every replica shares the counts and a guarded attempt costs one round trip.
 */
export async function consumeRateLimits(
  em: EntityManager,
  options: { limits: TLimit[]; windowSeconds: number; message?: string },
): Promise<void> {
  const { limits } = options;
  // $1 is the window, $2… the keys, then the limits of all counters but the last (which gate the next).
  const counters = limits.map((_, index) =>
    countAttemptSql(
      `$${index + 2}::text`,
      '$1::int',
      index === 0 ? '' : `from c${index - 1} where c${index - 1}.count <= $${limits.length + index + 1}::int`,
    ),
  );
  const rows = await queryRows<{ position: number; count: number; retry_after: number }>(
    em,
    `with ${counters.map((sql, index) => `c${index} as (${sql})`).join(', ')}
     ${counters.map((_, index) => `select ${index} as position, count, retry_after from c${index}`).join(' union all ')}`,
    [options.windowSeconds, ...limits.map((limit) => limit.key), ...limits.slice(0, -1).map((limit) => limit.limit)],
  );
  const refused = rows
    .sort((a, b) => a.position - b.position)
    .find((row) => row.count > (limits[row.position]?.limit ?? Number.POSITIVE_INFINITY));
  if (refused) {
    throw new AppError('TOO_MANY_REQUESTS', options.message ?? 'Too many attempts. Please wait and try again.', {
      retryAfterSeconds: Math.max(1, refused.retry_after),
    });
  }
}

/** Counts one attempt against `key` in a fixed window and refuses (429 with Retry-After) past `limit`. */
export async function consumeRateLimit(
  em: EntityManager,
  options: { key: string; limit: number; windowSeconds: number; message?: string },
): Promise<void> {
  await consumeRateLimits(em, {
    limits: [{ key: options.key, limit: options.limit }],
    windowSeconds: options.windowSeconds,
    message: options.message,
  });
}

/**
 * Uploads are work (storage, OCR, model calls): counted per API key (or signed-in user) and per
 * team, so one key cannot flood the queue and one team cannot starve the others.
 */
export async function consumeUploadLimits(
  app: { config: TConfig },
  em: EntityManager,
  options: { actor: TActor; teamId: string },
): Promise<void> {
  const { config } = app;
  const windowSeconds = config.RATE_LIMIT_UPLOADS_WINDOW_SECONDS;
  const caller = options.actor.kind === 'api_key' ? `key:${options.actor.apiKeyId}` : `user:${options.actor.userId}`;
  // The team's counter counts only attempts the caller's own limit let through (one statement).
  await consumeRateLimits(em, {
    limits: [
      { key: `upload:${caller}`, limit: config.RATE_LIMIT_UPLOADS_PER_KEY },
      { key: `upload:team:${options.teamId}`, limit: config.RATE_LIMIT_UPLOADS_PER_TEAM },
    ],
    windowSeconds,
    message: 'Too many uploads. Please wait and try again.',
  });
}
