import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../../db/entities/session.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';

/**
 * The id a session is shown and revoked by. The stored id is the SHA-256 of the cookie token;
 * showing it would hand out the lookup key of the sessions table, so the list shows a hash of it.
 */
export const publicSessionId = (storedId: string) => hashToken(`session-public:${storedId}`);

/** The user's live sessions, newest activity first; the caller's own is marked. */
export async function listSessions(options: { em: EntityManager; userId: string; currentSessionId: string }) {
  const current = hashToken(options.currentSessionId);
  const rows = await options.em.find(
    Session,
    { user: options.userId, expiresAt: { $gt: new Date() } },
    { orderBy: { lastActiveAt: 'desc' } },
  );
  return rows.map((row) => ({ ...row, id: publicSessionId(row.id), isCurrent: row.id === current }));
}

/** Ends one of the user's sessions; another user's session id is "not found". */
export async function revokeSession(options: { em: EntityManager; userId: string; sessionId: string }) {
  const sessions = await options.em.find(Session, { user: options.userId }, { fields: ['id'] });
  const session = sessions.find((row) => publicSessionId(row.id) === options.sessionId);
  const deleted = session ? await options.em.nativeDelete(Session, { id: session.id, user: options.userId }) : 0;
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
