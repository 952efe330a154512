import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeepCurrentTeamValid } from '../lib/current-team.ts';
import { useSignedInUser } from '../lib/session.ts';
import { getSidebarOpen, setSidebarOpen } from '../lib/storage.ts';
import { CommandPalette } from './command-palette.tsx';
import { Content, Header } from './header.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { Sidebar } from './sidebar.tsx';
import { SignedInMenu } from './signed-in-menu.tsx';
import { TeamSwitcher } from './team-switcher.tsx';
import { Button } from './ui/button.tsx';

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

/** Signed in: the header with the team switcher and command palette, the sidebar and the screen. */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
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
      <Header
        wide
        leading={
          <>
            <MobileMenu signedIn />
            <SidebarToggle sidebar={sidebar} />
          </>
        }
        besideLogo={
          <div className="hidden min-w-0 md:block">
            <TeamSwitcher />
          </div>
        }
        account={<SignedInMenu user={user} />}
        trailing={<CommandPalette />}
      />
      <div className="flex flex-1">
        <Sidebar open={open} />
        <Content>{children}</Content>
      </div>
    </>
  );
}
