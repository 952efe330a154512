/** What a caller is told when text holds NUL (PostgreSQL refuses it in text and jsonb). */
export const NUL_IN_TEXT = 'Text may not contain NUL characters';

/** Whether any string in a parsed JSON value (object keys included) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (Array.isArray(value)) {
    return value.some(containsNul);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry));
  }
  return false;
}
