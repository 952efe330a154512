import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Layout } from './components/layout.tsx';
import { LocaleProvider } from './i18n/locale-provider.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider } from './lib/theme.tsx';
import { useToastsWanted } from './lib/toast.ts';
import { createTrpcClient, trpc } from './lib/trpc.ts';
import { VersionReload } from './lib/use-version-reload.ts';
import { AppRoutes } from './routes.tsx';

const ThemedToaster = lazy(() => import('./components/themed-toaster.tsx'));

function Toasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [trpcClient] = useState(createTrpcClient);
  return (
    <ThemeProvider>
      <LocaleProvider>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <VersionReload />
            <Layout>
              <AppRoutes />
            </Layout>
            <Toasts />
          </QueryClientProvider>
        </trpc.Provider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
