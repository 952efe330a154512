import { type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSession } from '../lib/session.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PendingView } from './loading-view.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

function Header() {
  const intl = useIntl();
  const signedIn = useSession().status === 'signed-in';
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          href={signedIn ? '/home' : '/'}
          aria-label={intl.formatMessage({ id: 'header.homeLink' })}
          className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img src="/mascot.svg" alt="" width={28} height={28} className="size-7" />
          <FormattedMessage id="app.name" />
        </Link>
        <div className="flex items-center gap-2">
          <ThemeSwitcher />
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div data-testid="app-root" className="flex min-h-svh flex-col bg-background text-foreground">
      <Header />
      <main className="flex flex-1 flex-col">
        {/* Keyed by path so leaving a failed page clears the failure. */}
        <ErrorBoundary key={location}>
          <Suspense fallback={<PendingView />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
