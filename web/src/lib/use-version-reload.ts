import { useEffect, useRef } from 'react';
import { trpc } from './trpc.ts';

const VERSION_POLL_MS = 60_000;

const reloadPage = () => window.location.reload();

/**
 * Polls the server version (spec §4/§9: staleness 0, refetch on focus and reconnect) and reloads the
 * page when it differs from the first version this page saw, so a deploy never leaves an old UI
 * talking to a new server.
 */
export function useVersionReload(reload: () => void = reloadPage): void {
  const { data } = trpc.system.version.useQuery(undefined, {
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchInterval: VERSION_POLL_MS,
  });
  const firstVersion = useRef<string | undefined>(undefined);
  const current = data?.version;

  useEffect(() => {
    if (current === undefined) {
      return;
    }
    if (firstVersion.current === undefined) {
      firstVersion.current = current;
    } else if (current !== firstVersion.current) {
      reload();
    }
  }, [current, reload]);
}

/** Mount once inside the tRPC provider. */
export function VersionReload() {
  useVersionReload();
  return null;
}
