import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/user.ts';
import { listInvitesForUser } from '../teams/invites.ts';

/** The signed-in user with the open team invites addressed to their e-mail, or null when the account is gone. */
export async function getSessionUser({ em, userId }: { em: EntityManager; userId: string }) {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    return null;
  }
  return { user, invites: await listInvitesForUser({ em, email: user.email }) };
}
