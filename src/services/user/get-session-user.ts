import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../db/entities/user.ts';
import { listInvitesForUser } from '../teams/invites.ts';

/** The signed-in user with the open team invites addressed to their e-mail, or null when the account is gone. */
export async function getSessionUser({ em, userId }: { em: EntityManager; userId: string }) {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    return null;
  }
  const invites = await listInvitesForUser({ em, email: user.email });
  return {
    user,
    invites: invites.map((invite) => ({
      id: invite.id,
      team_id: invite.team.id,
      team_name: invite.team.name,
      email: invite.email,
      role: invite.role,
      invited_by: invite.invitedBy?.id ?? null,
      invited_by_name: invite.invitedBy?.name ?? null,
      last_sent_at: invite.lastSentAt.toISOString(),
      created_at: invite.createdAt.toISOString(),
    })),
  };
}
