import { z } from 'zod';
import type { TInvite } from '../../db/entities/invite.ts';
import {
  acceptInvite as accept,
  inviteMember,
  listTeamInvites,
  rejectInvite as reject,
  deleteInvite as withdraw,
} from '../../services/teams/invites.ts';
import { changeMemberRole, removeMember as remove } from '../../services/teams/members.ts';
import { refuseWhileImpersonating, teamUserProcedure, userProcedure } from '../../trpc/init.ts';
import { SUCCESS, toIso, ZSuccess } from '../schemas.ts';
import {
  acceptInviteMeta,
  createInviteMeta,
  deleteInviteMeta,
  listInvitesMeta,
  rejectInviteMeta,
  removeMemberMeta,
  updateMemberMeta,
  ZCreateInviteInput,
  ZDeleteInviteInput,
  ZInvite,
  ZInviteRef,
  ZRemoveMemberInput,
  ZUpdateMemberInput,
  ZUpdateMemberOutput,
} from './members.types.ts';
import { ZTeamRef } from './teams.types.ts';

const toInvite = (invite: TInvite) => ({
  id: invite.id,
  team_id: invite.team.id,
  email: invite.email,
  role: invite.role,
  invited_by: invite.invitedBy?.id ?? null,
  last_sent_at: toIso(invite.lastSentAt),
  created_at: toIso(invite.createdAt),
});

export const updateMember = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(updateMemberMeta)
  .input(ZUpdateMemberInput)
  .output(ZUpdateMemberOutput)
  .mutation(async ({ ctx, input }) => {
    const member = await changeMemberRole({ em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input });
    return { user_id: member.user.id, user_email: member.user.email, user_name: member.user.name, role: member.role };
  });

// Members may call this to leave; the service checks who may remove whom.
export const removeMember = teamUserProcedure('member')
  .use(refuseWhileImpersonating)
  .meta(removeMemberMeta)
  .input(ZRemoveMemberInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await remove({ em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input });
    return SUCCESS;
  });

export const listInvites = teamUserProcedure('admin')
  .meta(listInvitesMeta)
  .input(ZTeamRef)
  .output(z.array(ZInvite))
  .query(async ({ ctx, input }) => (await listTeamInvites(ctx.em, input.teamId)).map(toInvite));

export const createInvite = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(createInviteMeta)
  .input(ZCreateInviteInput)
  .output(ZInvite)
  .mutation(async ({ ctx, input }) =>
    toInvite(await inviteMember({ app: ctx.app, em: ctx.em, actor: ctx.actor, actorRole: ctx.team.role, ...input })),
  );

export const deleteInvite = teamUserProcedure('admin')
  .use(refuseWhileImpersonating)
  .meta(deleteInviteMeta)
  .input(ZDeleteInviteInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await withdraw(ctx.em, { ...ctx.actor, role: ctx.team.role }, input.teamId, input.inviteId);
    return SUCCESS;
  });

export const acceptInvite = userProcedure
  .use(refuseWhileImpersonating)
  .meta(acceptInviteMeta)
  .input(ZInviteRef)
  .output(z.object({ team_id: z.uuid() }))
  .mutation(async ({ ctx, input }) => ({ team_id: (await accept(ctx.em, ctx.actor, input.inviteId)).id }));

export const rejectInvite = userProcedure
  .use(refuseWhileImpersonating)
  .meta(rejectInviteMeta)
  .input(ZInviteRef)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await reject(ctx.em, ctx.actor, input.inviteId);
    return SUCCESS;
  });
