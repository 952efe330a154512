import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { TConfig } from '../../config.ts';
import { User } from '../../db/entities/user.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/tokens.ts';

/**
 * On a fresh install (no users at all) creates the first site admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password that is printed once.
 */
export async function ensureFirstAdmin(options: {
  em: EntityManager;
  config: Pick<TConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;
  log: Logger;
}): Promise<void> {
  const { em, config, log } = options;
  if ((await em.count(User, {})) > 0) {
    return;
  }
  const password = config.ADMIN_PASSWORD ?? randomToken(12);
  const email = config.ADMIN_EMAIL.toLowerCase();
  const inserted = await em.getConnection().execute<{ id: string }[]>(
    `insert into users (id, created_at, email, name, language, role, password_hash, email_verified_at)
     select gen_random_uuid(), now(), ?, 'Administrator', 'en', 'admin', ?, now()
     where not exists (select 1 from users) on conflict do nothing returning id`,
    [email, await hashPassword(password)],
  );
  if (inserted.length === 0) {
    return; // Another process created the first user meanwhile.
  }
  if (config.ADMIN_PASSWORD) {
    log.info({ email }, 'created the first site admin from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose, outside the JSON log: the operator needs to read it.
    console.log(
      `\n  First site admin created.\n  E-mail:   ${email}\n  Password: ${password}\n  Change it after signing in.\n`,
    );
  }
}
