import { useEffect, useSyncExternalStore } from 'react';
import type { TTeam } from './api-types.ts';
import { getCurrentTeamId, setCurrentTeamId } from './storage.ts';
import { resolveCurrentTeam } from './team-routes.ts';
import { trpc } from './trpc.ts';

// The current team lives in memory and is mirrored to storage for the next visit. Other tabs'
// writes are not followed: switching team in one tab should not change what another one shows.
let current: string | null | undefined;
let chosenAt = 0;
const listeners = new Set<() => void>();

function read(): string | null {
  if (current === undefined) {
    current = getCurrentTeamId();
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `teamId` the current team (spec §3 "client-side storage") for every screen at once. */
export function chooseTeam(teamId: string | null): void {
  if (read() === teamId) {
    return;
  }
  current = teamId;
  chosenAt = Date.now();
  setCurrentTeamId(teamId);
  for (const listener of listeners) {
    listener();
  }
}

export function useStoredTeamId(): string | null {
  return useSyncExternalStore(subscribe, read);
}

export type TCurrentTeam = {
  teams: TTeam[] | undefined;
  team: TTeam | undefined;
  isPending: boolean;
  error: unknown;
};

export function useCurrentTeam(): TCurrentTeam {
  const teams = trpc.teams.list.useQuery();
  const stored = useStoredTeamId();
  return {
    teams: teams.data,
    team: teams.data ? resolveCurrentTeam(teams.data, stored) : undefined,
    isPending: teams.isPending,
    error: teams.error ?? undefined,
  };
}

/**
 * Keeps the stored team one of the user's teams (a team may be left or deleted meanwhile). A team
 * chosen after the list was loaded (just created, or joined) makes the list reload before the
 * choice is judged.
 */
export function useKeepCurrentTeamValid(): void {
  const teams = trpc.teams.list.useQuery();
  const stored = useStoredTeamId();
  const { data, isFetching, dataUpdatedAt, refetch } = teams;
  useEffect(() => {
    if (!data || isFetching || data.some((team) => team.id === stored)) {
      return;
    }
    if (stored !== null && dataUpdatedAt < chosenAt) {
      void refetch();
      return;
    }
    chooseTeam(data[0]?.id ?? null);
  }, [data, isFetching, dataUpdatedAt, refetch, stored]);
}

/** Spec §2: on a team route (or a project's) that team becomes the current one. */
export function useRouteTeam(teamId: string | undefined): void {
  useEffect(() => {
    if (teamId) {
      chooseTeam(teamId);
    }
  }, [teamId]);
}
