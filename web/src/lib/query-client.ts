import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;

/** Spec §9: a suspense query is fresh for at least this long, so it does not refetch right after suspending. */
export const SUSPENSE_STALE_TIME = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The HTTP status a failed call answered with: a TRPCClientError's `data.httpStatus` (or its raw
 * response's status), or the `status` of an error raised for a plain HTTP answer. `undefined` when no answer arrived
 * (network failure) or the error is not from a call.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isRecord(error)) {
    return undefined;
  }
  if (isRecord(error.data) && typeof error.data.httpStatus === 'number') {
    return error.data.httpStatus;
  }
  // An answer that was not tRPC's JSON (a proxy's 502 page, say) leaves only the raw response.
  if (isRecord(error.meta) && isRecord(error.meta.response) && typeof error.meta.response.status === 'number') {
    return error.meta.response.status;
  }
  if (typeof error.status === 'number') {
    return error.status;
  }
  // The tRPC client wraps what its fetch threw (see NonJsonAnswerError in trpc.ts).
  return isRecord(error.cause) && typeof error.cause.status === 'number' ? error.cause.status : undefined;
}

/** The server's app-level code (`errors.<CODE>` in the message files), when it sent one. */
export function appCodeOf(error: unknown): string | undefined {
  if (isRecord(error) && isRecord(error.data) && typeof error.data.app_code === 'string') {
    return error.data.app_code;
  }
  return undefined;
}

/** Seconds a 429 asks to wait (the server's Retry-After), when it said. */
export function retryAfterOf(error: unknown): number | undefined {
  if (isRecord(error) && isRecord(error.data) && typeof error.data.retry_after === 'number') {
    return error.data.retry_after;
  }
  return undefined;
}

/** Which rule a CONFLICT broke (`last_owner`), when the server said. */
export function reasonOf(error: unknown): string | undefined {
  if (isRecord(error) && isRecord(error.data) && typeof error.data.reason === 'string') {
    return error.data.reason;
  }
  return undefined;
}

/** Spec §8: up to 3 retries, never for a 4xx answer except 429. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) {
    return false;
  }
  const status = httpStatusOf(error);
  if (status === 429) {
    return true;
  }
  return status === undefined || status < 400 || status >= 500;
}

/**
 * Spec §7: a 401 reloads the page, so an expired session lands on the sign-in screen. Domain codes
 * that share the status (wrong password, two-factor needed or wrong) are answers a form shows.
 */
export function shouldReloadOnError(error: unknown): boolean {
  if (httpStatusOf(error) !== 401) {
    return false;
  }
  const code = appCodeOf(error);
  return code === undefined || code === 'UNAUTHORIZED';
}

export function createQueryClient(onUnauthorized: () => void = () => window.location.reload()): QueryClient {
  // Only a session we believe is alive can have expired: after signing out, late answers of
  // queries that were still in flight say 401 too, and must not reload the page again.
  const believedSignedIn = () =>
    client
      .getQueriesData({ queryKey: [['user', 'get']] })
      .some(([, data]) => (data as { type?: string } | undefined)?.type === 'authenticated');
  const onError = (error: unknown) => {
    if (shouldReloadOnError(error) && believedSignedIn()) {
      onUnauthorized();
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
