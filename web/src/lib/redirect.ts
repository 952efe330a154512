/** Where a signed-in user lands when no (usable) redirect was asked for. */
export const SIGNED_IN_HOME = '/home';

// Any origin works as the base: only whether the target stays on it matters.
const BASE = 'http://docstruct.invalid';

/**
 * The `redirect` search value as a same-origin path (with its search and hash), or `fallback`.
 * Only relative paths starting with one "/" pass: "//evil.example", "/\evil.example" (browsers read
 * a backslash as a slash) and absolute URLs would send the user to another site after signing in.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string = SIGNED_IN_HOME): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // URL parsing drops tabs and newlines ("/\t/evil.example" becomes "//evil.example"), so the
  // parsed result, not the raw text, has to stay on our origin.
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the user back to `wanted` (a path with its search) afterwards. */
export function loginPathFor(wanted: string): string {
  const target = safeRedirectTarget(wanted, '');
  if (target === '') {
    return '/login';
  }
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
