import type { MikroORM } from '@mikro-orm/postgresql';
import { type Adapter, type DatabaseSession, Lucia, TimeSpan } from 'lucia';
import { Session } from '../../db/entities/session.ts';
import { hashToken } from '../../lib/tokens.ts';

type TSessionAttributes = {
  device: string;
  os: string;
  browser: string;
  country: string;
  impersonator_user_id: string | null;
  /** When the session began: impersonation sessions end a fixed time after it. */
  started_at?: Date;
  /** Read with the session, so a request writes only when the value is more than a minute old. */
  last_active_at?: Date;
};

declare module 'lucia' {
  interface Register {
    Lucia: TAuth;
    DatabaseSessionAttributes: TSessionAttributes;
    DatabaseUserAttributes: { role: 'admin' | 'user' };
  }
}

/**
 * Lucia's storage on our tables. Lucia hands us the cookie token as the session id; we store and
 * look up only its SHA-256, so the sessions table holds nothing that signs anyone in.
 */
function createAdapter(orm: MikroORM): Adapter {
  const toDatabaseSession = (row: InstanceType<typeof Session.class>, id: string): DatabaseSession => ({
    id,
    userId: row.user.id,
    expiresAt: row.expiresAt,
    attributes: {
      device: row.device,
      os: row.os,
      browser: row.browser,
      country: row.country,
      impersonator_user_id: row.impersonatorUserId ?? null,
      started_at: row.createdAt,
      last_active_at: row.lastActiveAt,
    },
  });
  return {
    async getSessionAndUser(sessionId) {
      const em = orm.em.fork();
      const row = await em.findOne(Session, { id: hashToken(sessionId) }, { populate: ['user'] });
      if (!row) {
        return [null, null];
      }
      return [toDatabaseSession(row, sessionId), { id: row.user.id, attributes: { role: row.user.role } }];
    },
    async getUserSessions(userId) {
      const rows = await orm.em.fork().find(Session, { user: userId });
      return rows.map((row) => toDatabaseSession(row, row.id));
    },
    async setSession(session) {
      const em = orm.em.fork();
      em.create(Session, {
        id: hashToken(session.id),
        user: session.userId,
        expiresAt: session.expiresAt,
        device: session.attributes.device,
        os: session.attributes.os,
        browser: session.attributes.browser,
        country: session.attributes.country,
        impersonatorUserId: session.attributes.impersonator_user_id,
      });
      await em.flush();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await orm.em.fork().nativeUpdate(Session, { id: hashToken(sessionId) }, { expiresAt });
    },
    async deleteSession(sessionId) {
      await orm.em.fork().nativeDelete(Session, { id: hashToken(sessionId) });
    },
    async deleteUserSessions(userId) {
      await orm.em.fork().nativeDelete(Session, { user: userId });
    },
    async deleteExpiredSessions() {
      await orm.em.fork().nativeDelete(Session, { expiresAt: { $lt: new Date() } });
    },
  };
}

export function createAuth(orm: MikroORM, options: { ttlDays: number; secureCookie: boolean }) {
  return new Lucia(createAdapter(orm), {
    sessionExpiresIn: new TimeSpan(options.ttlDays, 'd'),
    sessionCookie: {
      name: 'docstruct_session',
      attributes: { sameSite: 'lax', secure: options.secureCookie, path: '/' },
    },
    getSessionAttributes: (attributes) => attributes,
    getUserAttributes: (attributes) => ({ role: attributes.role }),
  });
}

export type TAuth = ReturnType<typeof createAuth>;
