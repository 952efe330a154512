import { useEffect, useState } from 'react';

/** How long typing pauses before a search goes to the server. */
export const TYPING_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `delayMs`: searches follow a pause in typing, not every key. */
export function useDebouncedValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
