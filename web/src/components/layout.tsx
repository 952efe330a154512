import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useKeepCurrentTeamValid } from '../lib/current-team.ts';
import { useSession } from '../lib/session.ts';
import { getSidebarOpen, setSidebarOpen } from '../lib/storage.ts';
import { CommandPalette } from './command-palette.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PendingView } from './loading-view.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { Sidebar } from './sidebar.tsx';
import { TeamSwitcher } from './team-switcher.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';
import { Button } from './ui/button.tsx';
import { UserMenu } from './user-menu.tsx';

type TSidebarState = { open: boolean; toggle: () => void };

function SidebarToggle({ sidebar }: { sidebar: TSidebarState }) {
  const intl = useIntl();
  const Icon = sidebar.open ? PanelLeftClose : PanelLeftOpen;
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="sidebar-toggle"
      aria-controls="app-sidebar"
      aria-expanded={sidebar.open}
      aria-label={intl.formatMessage({ id: sidebar.open ? 'nav.collapse' : 'nav.expand' })}
      title={intl.formatMessage({ id: sidebar.open ? 'nav.collapse' : 'nav.expand' })}
      // Phones get the drawer instead (mobile-menu.tsx).
      className="hidden md:inline-flex"
      onClick={sidebar.toggle}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function Header({ sidebar }: { sidebar: TSidebarState | undefined }) {
  const intl = useIntl();
  return (
    <header className="border-b border-border">
      <div
        className={
          sidebar
            ? 'flex h-14 items-center justify-between gap-4 px-2 sm:px-4'
            : 'mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4'
        }
      >
        <div className="flex min-w-0 items-center gap-2">
          {sidebar ? <MobileMenu signedIn /> : null}
          {sidebar ? <SidebarToggle sidebar={sidebar} /> : null}
          <Link
            href={sidebar ? '/home' : '/'}
            aria-label={intl.formatMessage({ id: 'header.homeLink' })}
            className="flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/mascot.svg" alt="" width={28} height={28} className="size-7" />
            <span className={sidebar ? 'hidden sm:inline' : undefined}>
              <FormattedMessage id="app.name" />
            </span>
          </Link>
          {sidebar ? (
            <div className="hidden min-w-0 md:block">
              <TeamSwitcher />
            </div>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {/* Phones find these in the menu (mobile-menu.tsx). */}
          <div className={sidebar ? 'hidden items-center gap-2 md:flex' : 'hidden items-center gap-2 sm:flex'}>
            <ThemeSwitcher />
            <LanguageSwitcher />
          </div>
          {sidebar ? <CommandPalette /> : null}
          <UserMenu />
          {sidebar ? null : <MobileMenu signedIn={false} />}
        </div>
      </div>
    </header>
  );
}

function Content({ children }: { children: ReactNode }) {
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

/** Signed in: the header with the team switcher, the sidebar and the screen. */
function SignedInShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(getSidebarOpen);
  useKeepCurrentTeamValid();
  const sidebar: TSidebarState = {
    open,
    toggle: () => {
      setSidebarOpen(!open);
      setOpen(!open);
    },
  };
  return (
    <>
      <ImpersonationBanner />
      <Header sidebar={sidebar} />
      <div className="flex flex-1">
        <Sidebar open={open} />
        <Content>{children}</Content>
      </div>
    </>
  );
}

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
        <SignedInShell>{children}</SignedInShell>
      ) : (
        <>
          <Header sidebar={undefined} />
          <Content>{children}</Content>
        </>
      )}
    </div>
  );
}
