import type { RequestHandler } from 'express';
import type { TRestErrorBody } from '../contracts/rest-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIES = /(?:^|;\s*)(docstruct_session|docstruct_admin_session)=/;

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses cookie-authenticated writes that a foreign site made a browser send (CSRF): a foreign or
 * `null` Origin, or Sec-Fetch-Site other than same-origin / none. SameSite=Lax alone lets a sibling
 * subdomain through and does not cover every browser. Requests without a session cookie (API keys,
 * sign-in) are not affected: a forged request cannot add an Authorization header.
 */
export function refuseCrossSiteWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !SESSION_COOKIES.test(req.get('cookie') ?? '')) {
      next();
      return;
    }
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    // The page's own host also counts (e.g. http://127.0.0.1:3000 while APP_URL says localhost):
    // a forged request carries the attacker's Origin but this server's Host.
    const foreignOrigin = origin !== undefined && origin !== appOrigin && hostOf(origin) !== req.get('host');
    const foreignSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (foreignOrigin || foreignSite) {
      res.status(403).json({ message: 'Cross-site request refused', code: 'FORBIDDEN' } satisfies TRestErrorBody);
      return;
    }
    next();
  };
}
