import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './ui/button.tsx';

// The drawer and its dialog library load on the first tap: the sign-in page stays light (issue #17).
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

/** Phones, signed out: the menu button; the drawer (theme, language) arrives when it is first opened. */
export function SignedOutMenu() {
  const intl = useIntl();
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      data-testid="mobile-menu-button"
      aria-label={intl.formatMessage({ id: 'nav.menu' })}
      className="sm:hidden"
      onClick={() => setWanted(true)}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  if (!wanted) {
    return trigger;
  }
  return (
    <Suspense fallback={trigger}>
      <MobileMenu signedIn={false} initiallyOpen />
    </Suspense>
  );
}
