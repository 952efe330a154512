import type { TApp } from '../../app.ts';

export const ADMIN_COOKIE = 'docstruct_admin_session';

const attributes = (app: TApp, maxAge: number) =>
  `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${app.config.APP_URL.startsWith('https:') ? '; Secure' : ''}`;

/** Keeps the admin's own session token while impersonating (HttpOnly, never readable by scripts). */
export function adminCookie(app: TApp, token: string): string {
  return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; ${attributes(app, app.config.IMPERSONATION_MINUTES * 60 + 300)}`;
}

export function blankAdminCookie(app: TApp): string {
  return `${ADMIN_COOKIE}=; ${attributes(app, 0)}`;
}

export function readAdminCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_COOKIE) {
      return decodeURIComponent(value.join('=')) || null;
    }
  }
  return null;
}
