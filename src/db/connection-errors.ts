import { AppError } from '../lib/app-error.ts';

// SQLSTATE classes of a lost or refused connection: 08 (connection exception), 57P01–57P03
// (terminated by the administrator, crash shutdown, cannot connect now: a failover in progress).
// Not 08P01 (protocol violation): the server refused one message (a NUL in a statement's text) and
// kept the connection; retrying would fail alike, and "try again shortly" would be untrue.
const LOST_CODES = /^(08(?!P01)...|57P0[123])$/;
const LOST_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST_MESSAGE =
  /connection terminated|terminating connection|connection (was )?closed|not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery)/i;

/** True when `error` (or one of its causes) says the database went away, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (LOST_CODES.test(code) || LOST_SYSTEM_CODES.has(code)) {
      return true;
    }
    if (typeof candidate.message === 'string' && LOST_MESSAGE.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** The 503 a request gets when the database dropped its connection (a failover): retry shortly. */
export function databaseUnavailableError(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable right now; try again shortly', {
    retryAfterSeconds: 5,
    cause,
  });
}

/**
 * Runs `work` again (up to `attempts` times, backing off from 200 ms) while it fails because the
 * database connection was cut: a failover takes seconds, and work already done (an extraction, a
 * sent webhook) should not be thrown away for it. `work` must be a whole transaction.
 */
export async function retryOnDisconnect<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDatabaseUnavailable(error)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** attempt, 5000)));
    }
  }
}
