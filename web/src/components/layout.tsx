import { type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithAllMessages } from '../lib/lazy-screen.ts';
import { useSession } from '../lib/session.ts';
import { GuestMenu } from './guest-menu.tsx';
import { Content, Header } from './header.tsx';
import { SignedOutMenu } from './signed-out-menu.tsx';

// Signed out (sign-in, landing, registration) the first page carries no sidebar, team switcher,
// command palette or dialog library: they load with the signed-in shell or when opened.
const SignedInShell = lazyWithAllMessages(() => import('./signed-in-shell.tsx'));

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
          <Header account={<GuestMenu />} trailing={<SignedOutMenu />} />
          <Content>{children}</Content>
        </>
      )}
    </div>
  );
}
