import type { TAuthenticatedUser } from '../../../src/routers/user/get-user.types.ts';
import { trpc } from './trpc.ts';

export type TSessionUser = TAuthenticatedUser;

export type TSession =
  | { status: 'loading'; user: undefined; error: undefined }
  | { status: 'error'; user: undefined; error: unknown }
  | { status: 'signed-out'; user: undefined; error: undefined }
  | { status: 'signed-in'; user: TSessionUser; error: undefined };

/** Spec §9: the session query is never fresh and refetches on focus and reconnect. */
export const SESSION_QUERY_OPTIONS = { staleTime: 0, refetchOnWindowFocus: true, refetchOnReconnect: true } as const;

/**
 * The signed-in user, from `user.get`. An error only counts while no answer is known: a failed
 * background refetch keeps the last session instead of throwing the user out.
 */
export function useSession(): TSession {
  const { data, error } = trpc.user.get.useQuery(undefined, SESSION_QUERY_OPTIONS);
  if (data?.type === 'authenticated') {
    return { status: 'signed-in', user: data, error: undefined };
  }
  if (data?.type === 'unauthenticated') {
    return { status: 'signed-out', user: undefined, error: undefined };
  }
  if (error) {
    return { status: 'error', user: undefined, error };
  }
  return { status: 'loading', user: undefined, error: undefined };
}

/** The user on a screen the signed-in guard let through; throws when used anywhere else. */
export function useSignedInUser(): TSessionUser {
  const session = useSession();
  if (session.status !== 'signed-in') {
    throw new Error('useSignedInUser is only for screens behind the signed-in guard');
  }
  return session.user;
}
