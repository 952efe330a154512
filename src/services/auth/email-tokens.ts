import type { EntityManager } from '@mikro-orm/postgresql';
import type { TUser } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

export type TEmailTokenPurpose = 'verify_email' | 'reset_password';

const TTL_MS: Record<TEmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * A link token for `user`; only its hash is stored. Earlier unused tokens of the purpose stop
 * working. `token` (derived from the mail job) is issued again when the job runs again: it stays
 * valid, with a fresh expiry, while it is still valid; used, superseded or expired, the answer is
 * null (nothing to send).
 */
export async function issueEmailToken({
  em,
  user,
  purpose,
  token = randomToken(),
}: {
  em: EntityManager;
  user: TUser;
  purpose: TEmailTokenPurpose;
  token?: string;
}): Promise<string | null> {
  // One statement: the token, and the end of every valid one issued before it. Ended tokens are
  // kept (expired now), so a job run again does not bring a superseded link back; "before" (not
  // "other"), so two mails asked for at once never end each other's links.
  const issued = await em.execute<{ id: string }[]>(
    `with issued as (
       insert into email_tokens (id, created_at, user_id, purpose, token_hash, expires_at)
       values (gen_random_uuid(), now(), ?, ?, ?, ?)
       on conflict (token_hash) do update set expires_at = excluded.expires_at
         where email_tokens.used_at is null and email_tokens.expires_at > now()
       returning id, created_at),
     ended as (
       update email_tokens e set expires_at = now() from issued
       where e.user_id = ? and e.purpose = ? and e.used_at is null and e.expires_at > now()
         and e.created_at < issued.created_at)
     select id from issued`,
    [user.id, purpose, hashToken(token), new Date(Date.now() + TTL_MS[purpose]), user.id, purpose],
  );
  if (issued.length === 0) {
    return null;
  }
  return token;
}

/**
 * Marks the token used and returns its user id. One atomic update, so two concurrent uses of
 * one token cannot both succeed. Unknown, used and expired tokens are the same INVALID_TOKEN.
 */
export async function consumeEmailToken({
  em,
  token,
  purpose,
}: {
  em: EntityManager;
  token: string;
  purpose: TEmailTokenPurpose;
}): Promise<string> {
  const rows = await em.getConnection().execute<{ user_id: string }[]>(
    `update email_tokens set used_at = now()
     where token_hash = ? and purpose = ? and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token), purpose],
  );
  const userId = rows[0]?.user_id;
  if (!userId) {
    throw new AppError('INVALID_TOKEN', 'This link is invalid or has expired.');
  }
  return userId;
}
