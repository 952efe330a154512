import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useSession } from '../lib/session.ts';
import { Button } from './ui/button.tsx';

/** The header's account corner, signed out: sign-in and sign-up links (signed in: signed-in-menu.tsx). */
export function GuestMenu() {
  const session = useSession();
  if (session.status !== 'signed-out') {
    return null;
  }
  return (
    <div data-testid="guest-menu" className="flex items-center gap-1">
      <Button asChild variant="ghost" size="sm">
        <Link href="/login">
          <FormattedMessage id="header.signIn" />
        </Link>
      </Button>
      {/* The narrowest phones find sign-up on the landing and sign-in pages. */}
      <Button asChild size="sm" className="hidden min-[400px]:inline-flex">
        <Link href="/register">
          <FormattedMessage id="header.register" />
        </Link>
      </Button>
    </div>
  );
}
