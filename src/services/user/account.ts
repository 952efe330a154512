import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../../db/entities/session.ts';
import { type TUser, User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { confirmPassword, type TAccountLimits } from '../auth/reauthenticate.ts';

export async function loadUserOrUnauthorized({ em, userId }: { em: EntityManager; userId: string }): Promise<TUser> {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  }
  return user;
}

/** Changes the password after checking the old one, and ends the user's other sessions. */
export async function changePassword(options: {
  em: EntityManager;
  config: TAccountLimits;
  userId: string;
  currentSessionId: string;
  oldPassword: string;
  newPassword: string;
}): Promise<void> {
  const { em } = options;
  const user = await loadUserOrUnauthorized({ em, userId: options.userId });
  await confirmPassword({ em, config: options.config, user, password: options.oldPassword, field: 'old_password' });
  user.passwordHash = await hashPassword(options.newPassword);
  await em.flush();
  await em.nativeDelete(Session, { user: user.id, id: { $ne: hashToken(options.currentSessionId) } });
}

export async function updateProfile(options: {
  em: EntityManager;
  userId: string;
  name: string;
  language: string;
}): Promise<TUser> {
  const user = await loadUserOrUnauthorized({ em: options.em, userId: options.userId });
  user.name = options.name.trim();
  user.language = options.language;
  await options.em.flush();
  return user;
}
