import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/user.ts';

/** The signed-in user as the session read shows it, or null when the account is gone. */
export async function getSessionUser(em: EntityManager, userId: string) {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    return null;
  }
  // Team invites join this list with the teams issue.
  return { user, invites: [] as never[] };
}
