import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../src/trpc/router.ts';
import { getActiveLocale } from '../i18n/locale.ts';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // Read per request: the user may switch language after the client was created.
        headers: () => ({ 'Accept-Language': getActiveLocale() }),
      }),
    ],
  });
}
