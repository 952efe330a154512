import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { TApp } from '../../app.ts';
import { touchSession } from '../user/sessions.ts';
import type { TActor } from './actor.ts';

/**
 * Who is calling: the session cookie, validated against the database on every request (so a
 * revoked session or a changed role takes effect at once). Lucia slides the expiry; a refreshed
 * or invalid cookie is rewritten on the response.
 */
export async function resolveActor(options: {
  app: TApp;
  em: EntityManager;
  req: Request;
  res: Response;
  transport: 'trpc' | 'rest';
}): Promise<TActor | null> {
  const { app, req, res } = options;
  const token = app.auth.readSessionCookie(req.headers.cookie ?? '');
  if (!token) {
    return null;
  }
  const { session, user } = await app.auth.validateSession(token);
  if (!session) {
    res.appendHeader('Set-Cookie', app.auth.createBlankSessionCookie().serialize());
    return null;
  }
  if (session.fresh) {
    res.appendHeader('Set-Cookie', app.auth.createSessionCookie(session.id).serialize());
  }
  await touchSession(options.em, session.id);
  return { kind: 'user', userId: user.id, siteRole: user.role, sessionId: session.id };
}
