import { z } from 'zod';
import type { TInvite } from '../../db/entities/invite.ts';
import { toIso, ZDateTime } from '../schemas.ts';
import { ZTeamRole } from './teams.types.ts';

// The invite as the team's invite calls answer it.

export const ZInvite = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  email: z.string().describe('The invited address; whoever signs in with it may accept'),
  role: ZTeamRole.describe('The role given on accepting'),
  invited_by: z.uuid().nullable().describe('The inviting user; null when that account is gone'),
  last_sent_at: ZDateTime.describe('When the invite mail was last sent'),
  created_at: ZDateTime,
});
export type TInviteOutput = z.infer<typeof ZInvite>;

export function toInvite(invite: TInvite): TInviteOutput {
  return {
    id: invite.id,
    team_id: invite.team.id,
    email: invite.email,
    role: invite.role,
    invited_by: invite.invitedBy?.id ?? null,
    last_sent_at: toIso(invite.lastSentAt),
    created_at: toIso(invite.createdAt),
  };
}
