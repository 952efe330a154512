import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { LogOut, Mail, UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { errorMessageOf } from '../i18n/error-message.ts';
import type { TSessionUser } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { trpc } from '../lib/trpc.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';

/** Ends this session and returns to the landing page with nothing of the user left in the cache. */
function useSignOut() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return trpc.auth.logout.useMutation({
    onSuccess: () => {
      // Order matters: the session must already read "signed out" when "/" renders, or the
      // landing page's guard would send the still-cached user on to /home.
      utils.user.get.setData(undefined, { type: 'unauthenticated' });
      navigate('/');
      const keep = [getQueryKey(trpc.user.get), getQueryKey(trpc.system.version)];
      queryClient.removeQueries({ predicate: (query) => !keep.some((key) => partialMatchKey(query.queryKey, key)) });
      void utils.user.get.invalidate();
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
}

/** The header's account corner, signed in: invites, the account and sign-out. */
export function SignedInMenu({ user }: { user: TSessionUser }) {
  const intl = useIntl();
  const signOut = useSignOut();
  return (
    <div data-testid="user-menu" className="flex items-center gap-1">
      {user.invites.length > 0 ? (
        <Button asChild variant="ghost" size="sm">
          <Link
            href="/account/invites"
            aria-label={intl.formatMessage({ id: 'header.invites' }, { count: user.invites.length })}
            title={intl.formatMessage({ id: 'header.invites' }, { count: user.invites.length })}
          >
            <Mail aria-hidden="true" />
            <Badge variant="count" data-testid="invite-count">
              {user.invites.length}
            </Badge>
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm">
        <Link href="/account/" aria-label={intl.formatMessage({ id: 'header.account' }, { name: user.name })}>
          <UserRound aria-hidden="true" />
          <span data-testid="user-name" className="sr-only max-w-40 truncate sm:not-sr-only">
            {user.name}
          </span>
        </Link>
      </Button>
      <Button
        data-testid="logout-button"
        variant="ghost"
        size="sm"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">
          <FormattedMessage id="header.signOut" />
        </span>
      </Button>
    </div>
  );
}
