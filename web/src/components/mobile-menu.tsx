import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { LanguageSwitcher } from './language-switcher.tsx';
import { OverlayPanel } from './overlay-panel.tsx';
import { Sidebar } from './sidebar.tsx';
import { TeamSwitcher } from './team-switcher.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';
import { Button } from './ui/button.tsx';

/**
 * Phones: the sidebar becomes a drawer, and the header's team, theme and language choices fold
 * into it, so the header keeps one row and every select its full width.
 */
export function MobileMenu({ signedIn, initiallyOpen = false }: { signedIn: boolean; initiallyOpen?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(initiallyOpen);
  const [location] = useLocation();
  // A link in the drawer navigates; the drawer then gets out of the way (not on the first render,
  // which would close a drawer opened by the click that loaded it).
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current !== location) {
      shownAt.current = location;
      setOpen(false);
    }
  }, [location]);
  return (
    <OverlayPanel
      open={open}
      onOpenChange={setOpen}
      button={{
        'data-testid': 'mobile-menu-button',
        'aria-label': intl.formatMessage({ id: 'nav.menu' }),
        className: signedIn ? 'md:hidden' : 'sm:hidden',
        children: <Menu aria-hidden="true" />,
      }}
      testId="mobile-menu"
      className={`fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-border bg-card p-4 text-card-foreground shadow-lg outline-none ${
        signedIn ? 'left-0 border-r' : 'right-0 border-l'
      }`}
    >
      <div className="flex items-center justify-between">
        <DialogPrimitive.Title className="font-semibold">
          <FormattedMessage id="nav.menu" />
        </DialogPrimitive.Title>
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" aria-label={intl.formatMessage({ id: 'actions.close' })}>
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </div>
      {signedIn ? <TeamSwitcher wide /> : null}
      {signedIn ? <Sidebar open inDrawer /> : null}
      <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4 [&_div]:w-full">
        <ThemeSwitcher />
        <LanguageSwitcher />
      </div>
    </OverlayPanel>
  );
}
