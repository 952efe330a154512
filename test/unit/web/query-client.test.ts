import { describe, expect, it } from '@jest/globals';
import { TRPCClientError } from '@trpc/client';
import {
  createQueryClient,
  httpStatusOf,
  shouldReloadOnError,
  shouldRetry,
} from '../../../web/src/lib/query-client.ts';

/** A TRPCClientError as httpBatchLink builds it from the server's error answer. */
function trpcError(httpStatus: number, appCode = 'INTERNAL_SERVER_ERROR') {
  return TRPCClientError.from({
    error: {
      code: -32603,
      message: 'failed',
      data: { code: appCode, httpStatus, path: 'x.y', app_code: appCode },
    },
  });
}

describe('httpStatusOf', () => {
  it('reads the status a tRPC error answer carries', () => {
    expect(httpStatusOf(trpcError(404, 'NOT_FOUND'))).toBe(404);
  });

  it('has no status when no answer arrived', () => {
    expect(httpStatusOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(httpStatusOf(new Error('boom'))).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
  });
});

describe('shouldRetry', () => {
  it('retries a server error up to 3 times', () => {
    const error = trpcError(500);
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, true, false]);
  });

  it('never retries a 404 or other client errors', () => {
    expect(shouldRetry(0, trpcError(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, trpcError(400, 'BAD_REQUEST'))).toBe(false);
    expect(shouldRetry(0, trpcError(403, 'FORBIDDEN'))).toBe(false);
  });

  it('retries a 429 up to 3 times', () => {
    const error = trpcError(429, 'TOO_MANY_REQUESTS');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('retries network failures', () => {
    expect(shouldRetry(0, TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(true);
  });
});

describe('reload on 401', () => {
  it('reloads when the session is missing or expired', () => {
    expect(shouldReloadOnError(trpcError(401, 'UNAUTHORIZED'))).toBe(true);
  });

  it('leaves a wrong password or two-factor answer to the form', () => {
    expect(shouldReloadOnError(trpcError(401, 'INVALID_CREDENTIALS'))).toBe(false);
    expect(shouldReloadOnError(trpcError(401, 'TWO_FACTOR_REQUIRED'))).toBe(false);
    expect(shouldReloadOnError(trpcError(403, 'FORBIDDEN'))).toBe(false);
  });

  it('is wired into queries and mutations with the 60 s staleness', async () => {
    let reloads = 0;
    const client = createQueryClient(() => {
      reloads += 1;
    });
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000);
    client.setQueryData([['user', 'get'], { type: 'query' }], { type: 'authenticated' });
    await client
      .fetchQuery({ queryKey: ['session'], queryFn: () => Promise.reject(trpcError(401, 'UNAUTHORIZED')) })
      .catch(() => undefined);
    const mutate = (code: string) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(trpcError(401, code)) })
        .execute(undefined)
        .catch(() => undefined);
    await mutate('UNAUTHORIZED');
    await mutate('INVALID_CREDENTIALS');
    expect(reloads).toBe(2);

    // Signed out already (e.g. just after sign-out): late 401 answers do not reload again.
    client.setQueryData([['user', 'get'], { type: 'query' }], { type: 'unauthenticated' });
    await mutate('UNAUTHORIZED');
    expect(reloads).toBe(2);
  });
});
