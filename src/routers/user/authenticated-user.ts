import type { EntityManager } from '@mikro-orm/postgresql';
import type { TInvite } from '../../db/entities/invite.ts';
import type { TUser } from '../../db/entities/user.ts';
import { getSessionUser } from '../../services/user/get-session-user.ts';
import { toIso } from '../schemas.ts';
import type { TAuthenticatedUser, TSessionInvite } from './get-user.types.ts';

function toSessionInvite(invite: TInvite): TSessionInvite {
  return {
    id: invite.id,
    team_id: invite.team.id,
    team_name: invite.team.name,
    email: invite.email,
    role: invite.role,
    invited_by: invite.invitedBy?.id ?? null,
    invited_by_name: invite.invitedBy?.name ?? null,
    last_sent_at: toIso(invite.lastSentAt),
    created_at: toIso(invite.createdAt),
  };
}

function toAuthenticatedUser(user: TUser, invites: TInvite[], impersonatedBy: TUser | null): TAuthenticatedUser {
  return {
    type: 'authenticated',
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    role: user.role,
    has_two_factor: Boolean(user.twoFactorEnabledAt),
    invites: invites.map(toSessionInvite),
    created_at: toIso(user.createdAt),
    impersonated_by: impersonatedBy
      ? { id: impersonatedBy.id, name: impersonatedBy.name, email: impersonatedBy.email }
      : null,
  };
}

/**
 * The session answer of sign-in, profile changes and impersonation: the user with their open invites,
 * or null when the account is gone.
 */
export async function loadAuthenticatedUser(options: {
  em: EntityManager;
  userId: string;
  impersonatedBy?: TUser | null;
}): Promise<TAuthenticatedUser | null> {
  const found = await getSessionUser({ em: options.em, userId: options.userId });
  return found ? toAuthenticatedUser(found.user, found.invites, options.impersonatedBy ?? null) : null;
}
