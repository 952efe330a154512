import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { errorMessageOf } from '../i18n/error-message.ts';
import type { TRouterOutputs } from './api-types.ts';
import { toast } from './toast.ts';
import { trpc } from './trpc.ts';

type TSessionAnswer = TRouterOutputs['user']['get'];

/**
 * After the server swapped the session cookie: the new session is known at once, everything else
 * cached belonged to the other account, so it is reset (active queries refetch as the new user).
 */
function useSwitchAccount() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (session: TSessionAnswer, to: string) => {
    // Navigate in the same update as the session change, so no guard of the old screen judges the new user.
    utils.user.get.setData(undefined, session);
    navigate(to);
    const keep = [getQueryKey(trpc.user.get), getQueryKey(trpc.system.version)];
    void queryClient.resetQueries({ predicate: (query) => !keep.some((key) => partialMatchKey(query.queryKey, key)) });
    void utils.user.get.invalidate();
  };
}

/** Site admins: act as another user (the server logs start and end); lands on that user's /home. */
export function useStartImpersonation(options: { onDone?: () => void } = {}) {
  const switchAccount = useSwitchAccount();
  return trpc.admin.impersonate.useMutation({
    onSuccess: (session) => {
      options.onDone?.();
      switchAccount(session, '/home');
    },
  });
}

/** Ends an impersonation: back in the admin's own session, on the users list. */
export function useStopImpersonation() {
  const intl = useIntl();
  const switchAccount = useSwitchAccount();
  return trpc.admin.stopImpersonation.useMutation({
    onSuccess: (session) => switchAccount(session, session.type === 'authenticated' ? '/admin/users' : '/login'),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
}
