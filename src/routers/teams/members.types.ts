import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime, ZEmail } from '../schemas.ts';
import { ZTeamMemberOutput, ZTeamRole } from './teams.types.ts';

export const ZUpdateMemberInput = z.object({
  teamId: z.uuid(),
  userId: z.uuid(),
  role: z.enum(['admin', 'member']),
});
export const ZRemoveMemberInput = z.object({ teamId: z.uuid(), userId: z.uuid() });
export const ZUpdateMemberOutput = ZTeamMemberOutput;

export const ZInvite = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  email: z.string(),
  role: ZTeamRole,
  invited_by: z.uuid().nullable(),
  last_sent_at: ZDateTime,
  created_at: ZDateTime,
});
export const ZCreateInviteInput = z.object({ teamId: z.uuid(), email: ZEmail, role: ZTeamRole.default('member') });
export const ZDeleteInviteInput = z.object({ teamId: z.uuid(), inviteId: z.uuid() });
export const ZInviteRef = z.object({ inviteId: z.uuid() });

export type TUpdateMemberInput = z.infer<typeof ZUpdateMemberInput>;
export type TCreateInviteInput = z.input<typeof ZCreateInviteInput>;

const meta = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: `/${string}`,
  summary: string,
  tag = 'Teams',
): TMeta => ({
  openapi: { method, path, tags: [tag], summary, protect: true },
});

export const updateMemberMeta = meta(
  'PATCH',
  '/teams/{teamId}/members/{userId}',
  'Change a member’s role to admin or member',
);
export const removeMemberMeta = meta(
  'DELETE',
  '/teams/{teamId}/members/{userId}',
  'Remove a member (admins remove non-owners; anyone may leave; the last owner stays)',
);
export const listInvitesMeta = meta('GET', '/teams/{teamId}/invites', 'Open invites of the team');
export const createInviteMeta = meta('POST', '/teams/{teamId}/invites', 'Invite an e-mail address (again: re-sends)');
export const deleteInviteMeta = meta('DELETE', '/teams/{teamId}/invites/{inviteId}', 'Withdraw an invite');
export const acceptInviteMeta = meta(
  'POST',
  '/user/invites/{inviteId}/accept',
  'Accept an invite to your e-mail',
  'User',
);
export const rejectInviteMeta = meta(
  'POST',
  '/user/invites/{inviteId}/reject',
  'Decline an invite to your e-mail',
  'User',
);
