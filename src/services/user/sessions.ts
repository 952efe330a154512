import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../../db/entities/session.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';

/** The user's live sessions, newest activity first; the caller's own is marked. */
export async function listSessions(options: { em: EntityManager; userId: string; currentSessionId: string }) {
  const current = hashToken(options.currentSessionId);
  const rows = await options.em.find(
    Session,
    { user: options.userId, expiresAt: { $gt: new Date() } },
    { orderBy: { lastActiveAt: 'desc' } },
  );
  return rows.map((row) => ({ ...row, isCurrent: row.id === current }));
}

/** Ends one of the user's sessions; another user's session id is "not found". */
export async function revokeSession(options: { em: EntityManager; userId: string; sessionId: string }) {
  const deleted = await options.em.nativeDelete(Session, { id: options.sessionId, user: options.userId });
  if (deleted === 0) {
    throw new AppError('NOT_FOUND', 'Session not found');
  }
}

/** Ends every session of the user except the one making the request ("sign out everywhere else"). */
export async function revokeOtherSessions(options: { em: EntityManager; userId: string; currentSessionId: string }) {
  return options.em.nativeDelete(Session, { user: options.userId, id: { $ne: hashToken(options.currentSessionId) } });
}

/** Records activity at most once a minute, so reads do not turn every request into a write. */
export async function touchSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(
    Session,
    { id: hashToken(sessionId), lastActiveAt: { $lt: new Date(Date.now() - 60_000) } },
    { lastActiveAt: new Date() },
  );
}
