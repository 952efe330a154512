import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailToken } from '../../db/entities/email-token.ts';
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
 * valid, with a fresh expiry, unless it was used already, when the answer is null (nothing to send).
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
  const tokenHash = hashToken(token);
  const issued = await em.execute<{ id: string }[]>(
    `insert into email_tokens (id, created_at, user_id, purpose, token_hash, expires_at)
     values (gen_random_uuid(), now(), ?, ?, ?, ?)
     on conflict (token_hash) do update set expires_at = excluded.expires_at where email_tokens.used_at is null
     returning id`,
    [user.id, purpose, tokenHash, new Date(Date.now() + TTL_MS[purpose])],
  );
  if (issued.length === 0) {
    return null;
  }
  await em.nativeDelete(EmailToken, { user, purpose, usedAt: null, tokenHash: { $ne: tokenHash } });
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
