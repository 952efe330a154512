import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken } from '../../lib/tokens.ts';

const RECOVERY_CODE_COUNT = 10;
// Without 0/o, 1/l/i: codes get read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet, about 49 bits each. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The stored form of a code as typed: case, spaces and the dash do not matter. */
function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
}

/** New recovery codes replace the old ones; only their hashes are stored, the codes are shown once. */
export async function replaceRecoveryCodes({ em, userId }: { em: EntityManager; userId: string }): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await em
    .getConnection()
    .execute('update users set two_factor_recovery_codes = ?::jsonb where id = ?', [
      JSON.stringify(codes.map(recoveryCodeHash)),
      userId,
    ]);
  return codes;
}

/** Uses up a recovery code: one conditional update, so parallel requests with one code let one through. */
export async function consumeRecoveryCode({
  em,
  userId,
  code,
}: {
  em: EntityManager;
  userId: string;
  code: string;
}): Promise<boolean> {
  const hash = recoveryCodeHash(code);
  const updated = await em.getConnection().execute(
    `update users set two_factor_recovery_codes = two_factor_recovery_codes - ?::text
     where id = ? and two_factor_enabled_at is not null and jsonb_exists(two_factor_recovery_codes, ?)`,
    [hash, userId, hash],
    'run',
  );
  return (updated as { affectedRows?: number }).affectedRows === 1;
}
