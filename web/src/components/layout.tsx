import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../lib/session.ts';
import { Content, Header } from './header.tsx';

// Signed out (sign-in, landing, registration) the first page carries no sidebar, team switcher,
// command palette or dialog library: they load with the signed-in shell or when opened.
const SignedInShell = lazy(() => import('./signed-in-shell.tsx'));
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

export function Layout({ children }: { children: ReactNode }) {
  const signedIn = useSession().status === 'signed-in';
  return (
    <div data-testid="app-root" className="flex min-h-svh flex-col bg-background text-foreground">
      <a
        href="#main-content"
        data-testid="skip-link"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        <FormattedMessage id="nav.skipToContent" />
      </a>
      {signedIn ? (
        <Suspense fallback={<Header />}>
          <SignedInShell>{children}</SignedInShell>
        </Suspense>
      ) : (
        <>
          <Header
            trailing={
              <Suspense fallback={null}>
                <MobileMenu signedIn={false} />
              </Suspense>
            }
          />
          <Content>{children}</Content>
        </>
      )}
    </div>
  );
}
