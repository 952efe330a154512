import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../src/trpc/router.ts';
import { getActiveLocale } from '../i18n/locale.ts';

export const trpc = createTRPCReact<AppRouter>();

/** An answer that is not tRPC's JSON (a proxy's HTML error page): keeps its status for the error screens. */
export class NonJsonAnswerError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server answered ${status} without JSON`);
    this.name = 'NonJsonAnswerError';
    this.status = status;
  }
}

const fetchJson: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new NonJsonAnswerError(response.status);
  }
  return response;
};

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // Read per request: the user may switch language after the client was created.
        headers: () => ({ 'Accept-Language': getActiveLocale() }),
        fetch: fetchJson,
      }),
    ],
  });
}
