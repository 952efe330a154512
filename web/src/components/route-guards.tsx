import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor, safeRedirectTarget } from '../lib/redirect.ts';
import { useSession } from '../lib/session.ts';
import { ErrorScreen } from './error-screens.tsx';
import { PendingView } from './loading-view.tsx';

/** Who may open a route (spec §2): signed-out users, signed-in users, or site admins (§6). */
// While the session loads, the guards show the loading view after the spec's pending delay (§9),
// so the usual quick answer does not flash it on every page load.
export type TRouteAccess = 'public' | 'signed-in' | 'admin';

/** Spec §2: public routes are for signed-out users; a signed-in one goes to `redirect` (if safe) or /home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const search = useSearch();
  if (session.status === 'loading') {
    return <PendingView />;
  }
  if (session.status === 'error') {
    return <ErrorScreen error={session.error} />;
  }
  if (session.status === 'signed-in') {
    return <Redirect to={safeRedirectTarget(new URLSearchParams(search).get('redirect'))} replace />;
  }
  return children;
}

/**
 * Spec §2: signed-in routes send a signed-out user to /login with the wanted address. The screen
 * mounts only once the session is known, so its own queries never run signed out (a 401 from them
 * would reload the page).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (session.status === 'loading') {
    return <PendingView />;
  }
  if (session.status === 'error') {
    return <ErrorScreen error={session.error} />;
  }
  if (session.status === 'signed-out') {
    return <Redirect to={loginPathFor(search === '' ? location : `${location}?${search}`)} replace />;
  }
  return children;
}

/** Spec §6: only site admins open /admin; anyone else signed in is sent to /. */
function AdminRole({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'signed-in' && session.user.role !== 'admin') {
    return <Redirect to="/" replace />;
  }
  return children;
}

/** Wraps a route's screen in the guard its access asks for. */
export function RouteGuard({ access, children }: { access: TRouteAccess; children: ReactNode }) {
  if (access === 'public') {
    return <PublicOnly>{children}</PublicOnly>;
  }
  if (access === 'admin') {
    return (
      <SignedInOnly>
        <AdminRole>{children}</AdminRole>
      </SignedInOnly>
    );
  }
  return <SignedInOnly>{children}</SignedInOnly>;
}
