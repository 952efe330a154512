import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { TActor } from './auth/actor.ts';

/**
 * Counts one attempt against `key` in a fixed window and refuses (429 with Retry-After) past
 * `limit`. One atomic upsert in PostgreSQL, so every replica shares the count.
 */
export async function consumeRateLimit(
  em: EntityManager,
  options: { key: string; limit: number; windowSeconds: number; message?: string },
): Promise<void> {
  const rows = await em.getConnection().execute<{ count: number; retry_after: number }[]>(
    `insert into rate_limits (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set
       count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end
     returning count, ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::int as retry_after`,
    [options.key, options.windowSeconds, options.windowSeconds, options.windowSeconds],
  );
  const row = rows[0];
  if (row && row.count > options.limit) {
    throw new AppError('TOO_MANY_REQUESTS', options.message ?? 'Too many attempts. Please wait and try again.', {
      retryAfterSeconds: Math.max(1, row.retry_after),
    });
  }
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
  const message = 'Too many uploads. Please wait and try again.';
  await consumeRateLimit(em, {
    key: `upload:${caller}`,
    limit: config.RATE_LIMIT_UPLOADS_PER_KEY,
    windowSeconds,
    message,
  });
  await consumeRateLimit(em, {
    key: `upload:team:${options.teamId}`,
    limit: config.RATE_LIMIT_UPLOADS_PER_TEAM,
    windowSeconds,
    message,
  });
}
