import { DriverException } from '@mikro-orm/core';
import { AppError } from '../lib/app-error.ts';

// SQLSTATE classes of a lost or refused connection: 08 (connection exception), 57P01–57P03
// (terminated by the administrator, crash shutdown, cannot connect now: a failover in progress).
// Not 08P01 (protocol violation): the server refused one message (a NUL in a statement's text) and
// kept the connection; retrying would fail alike, and "try again shortly" would be untrue.
// Only PostgreSQL says these, so they count wherever they come from.
const LOST_CODES = /^(08(?!P01)...|57P0[123])$/;
// These and the messages below are said of every connection (a model's API, S3, a webhook, SMTP):
// they count only for an error of the database's own connections (see fromDatabase).
const LOST_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST_MESSAGE =
  /connection terminated|terminating connection|connection (was )?closed|not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery)/i;

/** Errors raised by a connection of one of the database's pools (see markDatabaseErrors). */
const raisedByDatabase = new WeakSet<object>();

/** Marks `error` as raised by one of the database's connections. */
export function marked<T>(error: T): T {
  if (typeof error === 'object' && error !== null) {
    raisedByDatabase.add(error);
  }
  return error;
}

/** MikroORM's errors (it converts what its driver throws) and those of our pools' connections. */
function fromDatabase(error: object): boolean {
  return error instanceof DriverException || raisedByDatabase.has(error);
}

/** What markDatabaseErrors needs of a `pg` pool (the ORM's and the job queue's have their own `pg`). */
type TPgPool = {
  connect: (...args: never[]) => unknown;
  query: (...args: never[]) => unknown;
  on(event: 'connect', listener: (client: { query: (...args: never[]) => unknown }) => void): unknown;
};

/**
 * `call`'s failure (its promise's) marked as the database's. A call with a callback is passed through
 * unchanged: wrapping pg's callback made the rows of list pages outlive minor collections again
 * (bench:list-cost: old generation +34.6 MB over 400 calls against 1.2 MB), so sql.ts's rowsOf marks its
 * own failures, and pool.query (which calls a connection's query with a callback) is wrapped at the pool.
 */
function markingFailures(call: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  const result = call(...args);
  // A promise; a submittable (a cursor) or a callback call's undefined is returned as it is.
  return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(marked(error))) : result;
}

/**
 * Marks every failure of `pool`'s connections (refused, cut, timed out) as the database's, so that
 * isDatabaseUnavailable tells them from the same system codes of other services. Called for each
 * pool the moment it is made (the ORM's, the job queue's), before any connection is handed out.
 */
export function markDatabaseErrors(pool: TPgPool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => markingFailures(connect, args)) as TPgPool['connect'];
  // pool.query's promise (it calls the connection's query with a callback, which is not wrapped).
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => markingFailures(query, args)) as TPgPool['query'];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => markingFailures(query, args)) as typeof client.query;
  });
}

/**
 * True when `error` (or one of its causes) says the database went away, not that a query was wrong,
 * nor that another service (a model's API, S3, a webhook) could not be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (LOST_CODES.test(code)) {
      return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (fromDatabase(current) && (LOST_SYSTEM_CODES.has(code) || LOST_MESSAGE.test(message))) {
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
