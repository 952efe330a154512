import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { TConfig } from '../config.ts';
import type { TSqlSource } from '../db/sql.ts';
import { AppError } from '../lib/app-error.ts';
import type { TActor } from '../services/auth/actor.ts';
import type { TAuth } from '../services/auth/lucia.ts';
import { API_KEY_PREFIX, resolveApiKeyActor } from '../services/teams/api-keys.ts';
import { touchSession } from '../services/user/sessions.ts';

const KEY_PREFIXES = Object.values(API_KEY_PREFIX);

/** True when any query parameter holds something shaped like one of our keys. */
function keyInQueryString(req: Request): boolean {
  const mark = req.originalUrl.indexOf('?');
  if (mark === -1) {
    return false;
  }
  const query = req.originalUrl.slice(mark + 1);
  // Without escapes a value can hold a prefix only if the raw query does: most calls stop here,
  // without parsing the query (an escaped prefix, `%64sk_…`, is still found by the parse below).
  if (!query.includes('%') && !KEY_PREFIXES.some((prefix) => query.includes(prefix))) {
    return false;
  }
  return [...new URLSearchParams(query).values()].some((value) =>
    KEY_PREFIXES.some((prefix) => value.startsWith(prefix)),
  );
}

/**
 * Who is calling (the transport's part of authentication: it reads the request and writes cookies; the
 * lookups themselves are services): on REST, an API key in `Authorization: Bearer` (never in the query string,
 * which ends up in logs and browser history); otherwise the session cookie, validated against the database on every request (so a
 * revoked session or a changed role takes effect at once). Lucia slides the expiry; a refreshed
 * or invalid cookie is rewritten on the response.
 */
export async function resolveActor(options: {
  auth: TAuth;
  config: Pick<TConfig, 'IMPERSONATION_MINUTES'>;
  /** The request's EntityManager, forked when first asked for. */
  em: () => EntityManager;
  /** For the API key's plain-SQL lookup (TSqlSource: e.g. the root EntityManager, no fork); else em(). */
  sql?: TSqlSource;
  req: Request;
  res: Response;
  transport: 'trpc' | 'rest';
  /** Aborts when the client goes away: the API-key lookup is then cancelled. */
  signal?: AbortSignal;
}): Promise<TActor | null> {
  const { auth, config, req, res } = options;
  if (keyInQueryString(req)) {
    throw new AppError('BAD_REQUEST', 'API keys are accepted only in the Authorization header');
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (bearer && options.transport === 'rest') {
    const keyActor = await resolveApiKeyActor(options.sql ?? options.em(), bearer, options.signal);
    if (!keyActor) {
      throw new AppError('UNAUTHORIZED', 'The API key is not valid');
    }
    return keyActor;
  }
  // The `cookie` package, not Lucia's reader: that one splits on "; " only and throws on a
  // malformed %-escape (a 500 for a bad cookie instead of "signed out").
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[auth.sessionCookieName] : undefined;
  if (!token) {
    return null;
  }
  const { session, user } = await auth.validateSession(token);
  if (!session) {
    res.appendHeader('Set-Cookie', auth.createBlankSessionCookie().serialize());
    return null;
  }
  if (session.fresh) {
    res.appendHeader('Set-Cookie', auth.createSessionCookie(session.id).serialize());
  }
  const impersonatorUserId = session.impersonator_user_id ?? undefined;
  if (impersonatorUserId && isImpersonationOver(config.IMPERSONATION_MINUTES, session.started_at)) {
    await auth.invalidateSession(session.id);
    res.appendHeader('Set-Cookie', auth.createBlankSessionCookie().serialize());
    return null;
  }
  // Activity is recorded at most once a minute; most requests need no write at all.
  const lastActive = session.last_active_at ? new Date(session.last_active_at).getTime() : 0;
  if (Date.now() - lastActive > 60_000) {
    await touchSession(options.em(), session.id);
  }
  return { kind: 'user', userId: user.id, siteRole: user.role, sessionId: session.id, impersonatorUserId };
}

/** Impersonation is time-limited from its start, whatever the sliding expiry of sessions says. */
function isImpersonationOver(minutes: number, startedAt: Date | undefined): boolean {
  const started = startedAt ? new Date(startedAt).getTime() : 0;
  return Date.now() - started > minutes * 60_000;
}
