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

type TSessionRow = {
  user_id: string;
  expires_ms: number;
  created_ms: number;
  last_active_ms: number;
  device: string;
  os: string;
  browser: string;
  country: string;
  impersonator_user_id: string | null;
  role: 'admin' | 'user';
};

/** Exported so bench/ runs the very same SQL by hand. */
export const SESSION_AND_USER_SQL = `select s.user_id, s.device, s.os, s.browser, s.country, s.impersonator_user_id, u.role,
    extract(epoch from s.expires_at)::float8 * 1000 as expires_ms,
    extract(epoch from s.created_at)::float8 * 1000 as created_ms,
    extract(epoch from s.last_active_at)::float8 * 1000 as last_active_ms
  from sessions s join users u on u.id = s.user_id where s.id = $1`;

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
    // Every signed-in request: plain SQL for the columns Lucia needs, no cache (a revoked
    // session or a changed site role counts on the next request on every replica).
    async getSessionAndUser(sessionId) {
      const pool = await orm.em.getConnection().getNativeClient();
      const { rows } = await pool.query<TSessionRow>(SESSION_AND_USER_SQL, [hashToken(sessionId)]);
      const row = rows[0];
      if (!row) {
        return [null, null];
      }
      const session: DatabaseSession = {
        id: sessionId,
        userId: row.user_id,
        expiresAt: new Date(row.expires_ms),
        attributes: {
          device: row.device,
          os: row.os,
          browser: row.browser,
          country: row.country,
          impersonator_user_id: row.impersonator_user_id,
          started_at: new Date(row.created_ms),
          last_active_at: new Date(row.last_active_ms),
        },
      };
      return [session, { id: row.user_id, attributes: { role: row.role } }];
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
