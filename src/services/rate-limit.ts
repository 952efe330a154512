import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../lib/app-error.ts';

/**
 * Counts one attempt against `key` in a fixed window and refuses (429 with Retry-After) past
 * `limit`. One atomic upsert in PostgreSQL, so every replica shares the count.
 */
export async function consumeRateLimit(
  em: EntityManager,
  options: { key: string; limit: number; windowSeconds: number },
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
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait and try again.', {
      retryAfterSeconds: Math.max(1, row.retry_after),
    });
  }
}
