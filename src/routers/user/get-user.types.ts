import { z } from 'zod';
import { ZDateTime } from '../schemas.ts';
import { ZTeamRole } from '../teams/teams.types.ts';

// The signed-in user: the answer of user.get, and of sign-in, profile changes and impersonation.

export const ZSessionInvite = z.object({
  id: z.uuid().describe('The invite id, for accept and reject'),
  team_id: z.uuid(),
  team_name: z.string(),
  email: z.string().describe('The invited address: the user’s own'),
  role: ZTeamRole.describe('The role the user gets on accepting'),
  invited_by: z.uuid().nullable().describe('The inviting user; null when that account is gone'),
  invited_by_name: z.string().nullable(),
  last_sent_at: ZDateTime.describe('When the invite was last (re-)sent'),
  created_at: ZDateTime,
});

export const ZAuthenticatedUser = z.object({
  type: z.literal('authenticated'),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.string().describe('The UI and mail language (en, de)'),
  role: z.enum(['admin', 'user']).describe('The site role: admin for site admins'),
  has_two_factor: z.boolean().describe('Two-factor sign-in is enabled'),
  invites: z.array(ZSessionInvite).describe('Open team invites addressed to the user’s e-mail'),
  created_at: ZDateTime,
  impersonated_by: z
    .object({ id: z.uuid(), name: z.string(), email: z.string() })
    .nullable()
    .describe('The site admin acting as this user, while impersonating'),
});

export const ZGetUserOutput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unauthenticated') }),
  ZAuthenticatedUser,
]);

export type TGetUserOutput = z.infer<typeof ZGetUserOutput>;
export type TAuthenticatedUser = z.infer<typeof ZAuthenticatedUser>;
export type TSessionInvite = z.infer<typeof ZSessionInvite>;
