import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type TUser, User } from '../../src/db/entities/user.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

export const DEFAULT_PASSWORD = 'correct horse battery';

export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

let defaultPasswordHash: Promise<string> | undefined;

/** Argon2 is slow on purpose: the default password is hashed once per test file, not per user. */
function passwordHashOf(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) {
    return hashPassword(password);
  }
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultPasswordHash;
}

/** A user straight in the database (verified unless told otherwise), with a known password. */
export async function seedUser(
  orm: MikroORM,
  options: {
    email?: string;
    password?: string;
    name?: string;
    verified?: boolean;
    role?: 'admin' | 'user';
    language?: string;
  } = {},
): Promise<TUser & { password: string }> {
  const em = orm.em.fork();
  const password = options.password ?? DEFAULT_PASSWORD;
  const user = em.create(User, {
    email: (options.email ?? randomEmail()).toLowerCase(),
    name: options.name ?? 'Test User',
    language: options.language ?? 'en',
    role: options.role ?? 'user',
    passwordHash: await passwordHashOf(password),
    emailVerifiedAt: options.verified === false ? null : new Date(),
  });
  await em.flush();
  return Object.assign(user, { password });
}
