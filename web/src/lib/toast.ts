import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// sonner (~9 KB gzip) loads with the first toast, not with the first page (issue #17). Its
// <Toaster> shows toasts made before it mounted, so nothing said in the meantime is lost.
let sonner: Promise<typeof import('sonner')> | undefined;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) {
      listener();
    }
  }
  return sonner;
}

type TToastMessage = Parameters<typeof import('sonner').toast.success>[0];

function show(kind: 'success' | 'error', message: TToastMessage, data?: ExternalToast): void {
  void loadSonner().then((module) => module.toast[kind](message, data));
}

/** The app's toasts: `toast.success(text)` and `toast.error(text)`, as sonner's. */
export const toast = {
  success: (message: TToastMessage, data?: ExternalToast) => show('success', message, data),
  error: (message: TToastMessage, data?: ExternalToast) => show('error', message, data),
};

/** Whether a toast was asked for yet: the toaster mounts from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
  );
}
