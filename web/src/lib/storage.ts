/** Every key the UI keeps in localStorage (spec §3 "Client-side storage"). */
export const STORAGE_KEYS = {
  theme: 'app-theme',
  locale: 'app-locale',
  currentTeam: 'app-current-team',
  schemaTips: 'app-schema-tips',
  sidebarOpen: 'app-sidebar-open',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// localStorage throws when storage is disabled (privacy modes, sandboxed frames): the UI then
// simply forgets choices instead of failing to render.
export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; `null` removes the key. */
export function writeString(key: StorageKey, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // See readString: an unavailable storage is not an error worth showing.
  }
}

export function readBoolean(key: StorageKey, fallback: boolean): boolean {
  const value = readString(key);
  if (value === 'true') {
    return true;
  }
  if (value === 'false') {
    return false;
  }
  return fallback;
}

export function writeBoolean(key: StorageKey, value: boolean): void {
  writeString(key, String(value));
}

export const getCurrentTeamId = (): string | null => readString(STORAGE_KEYS.currentTeam);
export const setCurrentTeamId = (teamId: string | null): void => writeString(STORAGE_KEYS.currentTeam, teamId);

export const getSchemaTipsVisible = (): boolean => readBoolean(STORAGE_KEYS.schemaTips, false);
export const setSchemaTipsVisible = (visible: boolean): void => writeBoolean(STORAGE_KEYS.schemaTips, visible);

export const getSidebarOpen = (): boolean => readBoolean(STORAGE_KEYS.sidebarOpen, true);
export const setSidebarOpen = (open: boolean): void => writeBoolean(STORAGE_KEYS.sidebarOpen, open);
