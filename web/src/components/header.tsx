import { type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PendingView } from './loading-view.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

/**
 * The top bar of every page. Signed in (`wide`) it spans the window and carries the shell's
 * pieces in `leading` and `besideLogo`; signed out it is centred. `account` is the user's corner
 * (signed-in-menu.tsx or guest-menu.tsx), `trailing` follows it.
 */
export function Header(props: {
  wide?: boolean;
  leading?: ReactNode;
  besideLogo?: ReactNode;
  account?: ReactNode;
  trailing?: ReactNode;
}) {
  const { wide, leading, besideLogo, account, trailing } = props;
  const intl = useIntl();
  return (
    <header className="border-b border-border">
      <div
        className={
          wide
            ? 'flex h-14 items-center justify-between gap-4 px-2 sm:px-4'
            : 'mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4'
        }
      >
        <div className="flex min-w-0 items-center gap-2">
          {leading}
          <Link
            href={wide ? '/home' : '/'}
            aria-label={intl.formatMessage({ id: 'header.homeLink' })}
            className="flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/mascot.svg" alt="" width={28} height={28} className="size-7" />
            <span className={wide ? 'hidden sm:inline' : undefined}>
              <FormattedMessage id="app.name" />
            </span>
          </Link>
          {besideLogo}
        </div>
        <div className="flex items-center gap-2">
          {/* Phones find these in the menu (mobile-menu.tsx). */}
          <div className={wide ? 'hidden items-center gap-2 md:flex' : 'hidden items-center gap-2 sm:flex'}>
            <ThemeSwitcher />
            <LanguageSwitcher />
          </div>
          {wide ? trailing : null}
          {account}
          {wide ? null : trailing}
        </div>
      </div>
    </header>
  );
}

export function Content({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
      {/* Keyed by path so leaving a failed page clears the failure. */}
      <ErrorBoundary key={location}>
        <Suspense fallback={<PendingView />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );
}
