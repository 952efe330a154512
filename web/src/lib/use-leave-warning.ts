import { useEffect } from 'react';

/** Warns before the tab is closed or reloaded with unsaved changes. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
