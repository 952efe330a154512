import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { Layout } from './components/layout.tsx';
import { LocaleProvider } from './i18n/locale-provider.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider, useTheme } from './lib/theme.tsx';
import { createTrpcClient, trpc } from './lib/trpc.ts';
import { VersionReload } from './lib/use-version-reload.ts';
import { AppRoutes } from './routes.tsx';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} richColors closeButton />;
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
            <ThemedToaster />
          </QueryClientProvider>
        </trpc.Provider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
