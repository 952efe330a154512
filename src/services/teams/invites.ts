import type { EntityManager } from '@mikro-orm/postgresql';
import type { TConfig } from '../../config.ts';
import { Invite } from '../../db/entities/invite.ts';
import { Team } from '../../db/entities/team.ts';
import { TeamMember, type TTeamRole } from '../../db/entities/team-member.ts';
import { User } from '../../db/entities/user.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { inviteMail } from '../../mail/templates.ts';
import type { TUserActor } from '../auth/actor.ts';
import { appLink } from '../auth/send-account-mail.ts';
import { hasRole } from '../authorization.ts';
import { recordTeamEvent } from './team-events.ts';

/**
 * Invites an address (or re-sends an open invite, updating its role and last_sent_at). Only
 * owners invite owners; inviting a current member is a conflict.
 */
export async function inviteMember(options: {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'transaction'>;
  config: Pick<TConfig, 'APP_URL'>;
  actor: TUserActor;
  actorRole: TTeamRole;
  teamId: string;
  email: string;
  role: TTeamRole;
}) {
  const { em, actor, teamId } = options;
  const email = options.email.trim().toLowerCase();
  if (options.role === 'owner' && !hasRole(options.actorRole, 'owner')) {
    throw new AppError('FORBIDDEN', 'Only owners can invite owners');
  }
  const member = await em.findOne(TeamMember, { team: teamId, user: { email } });
  if (member) {
    throw new AppError('CONFLICT', 'This person is already a member of the team', { reason: 'already_member' });
  }
  // Invite, its mail job and its event commit together: a failed enqueue or a crash leaves no
  // invite without its mail (nor a mail for an invite that does not exist).
  return options.jobs.transaction(em, async (tx, addJob) => {
    const rows = await tx.execute<{ id: string }[]>(
      `insert into invites (id, created_at, team_id, email, role, invited_by_id, last_sent_at)
       values (gen_random_uuid(), now(), ?, ?, ?, ?, now())
       on conflict (team_id, email) do update set role = excluded.role, invited_by_id = excluded.invited_by_id, last_sent_at = now()
       where invites.role <> 'owner' or ?
       returning id`,
      [teamId, email, options.role, actor.userId, hasRole(options.actorRole, 'owner')],
    );
    // The conditional update skipped an owner invite: only owners may change (downgrade) it.
    if (rows.length === 0) {
      throw new AppError('FORBIDDEN', 'Only owners can change an invite to become owner');
    }
    const invite = await tx.findOneOrFail(Invite, { id: rows[0]?.id ?? '' }, { populate: ['team', 'invitedBy'] });
    const invitee = await tx.findOne(User, { email });
    const inviter = await tx.findOneOrFail(User, { id: actor.userId });
    addJob(
      'mail.send',
      inviteMail(
        email,
        invite.team.name,
        inviter.name,
        appLink({ appUrl: options.config.APP_URL, path: '/account/invites' }),
        invitee?.language ?? inviter.language,
      ),
    );
    await recordTeamEvent(tx, {
      teamId,
      actor,
      type: 'info',
      code: 'event.invite_sent',
      params: { email, role: options.role },
    });
    return invite;
  });
}

export async function listTeamInvites({ em, teamId }: { em: EntityManager; teamId: string }) {
  return em.find(Invite, { team: teamId }, { populate: ['invitedBy'], orderBy: { createdAt: 'desc' } });
}

/** Only owners withdraw an invite to become owner. */
export async function deleteInvite(options: {
  em: EntityManager;
  actor: TUserActor;
  actorRole: TTeamRole;
  teamId: string;
  inviteId: string;
}) {
  const { em, actor, teamId, inviteId } = options;
  const invite = await em.findOne(Invite, { id: inviteId, team: teamId });
  if (!invite) {
    throw new AppError('NOT_FOUND', 'Invite not found');
  }
  if (invite.role === 'owner' && !hasRole(options.actorRole, 'owner')) {
    throw new AppError('FORBIDDEN', 'Only owners can withdraw an invite to become owner');
  }
  await em.nativeDelete(Invite, { id: invite.id });
  await recordTeamEvent(em, {
    teamId,
    actor,
    type: 'info',
    code: 'event.invite_withdrawn',
    params: { email: invite.email },
  });
}

/** Open invites addressed to the user's e-mail, with team and inviter names (the session's invites). */
export async function listInvitesForUser({ em, email }: { em: EntityManager; email: string }) {
  return em.find(
    Invite,
    { email: email.toLowerCase() },
    { populate: ['team', 'invitedBy'], orderBy: { createdAt: 'desc' } },
  );
}

/**
 * Accepts an invite addressed to the user's own e-mail. The invite is deleted with a conditional
 * delete first, so of two concurrent accepts exactly one joins.
 */
export async function acceptInvite(options: { em: EntityManager; actor: TUserActor; inviteId: string }) {
  const { em, actor, inviteId } = options;
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: actor.userId });
    const rows = await tx
      .getConnection()
      .execute<{ team_id: string; role: TTeamRole }[]>(
        'delete from invites where id = ? and email = ? returning team_id, role',
        [inviteId, user.email],
        'all',
        tx.getTransactionContext(),
      );
    const invite = rows[0];
    if (!invite) {
      throw new AppError('NOT_FOUND', 'Invite not found');
    }
    await tx.getConnection().execute(
      `insert into team_members (id, created_at, team_id, user_id, role) values (gen_random_uuid(), now(), ?, ?, ?)
       on conflict (team_id, user_id) do nothing`,
      [invite.team_id, user.id, invite.role],
      'run',
      tx.getTransactionContext(),
    );
    await recordTeamEvent(tx, {
      teamId: invite.team_id,
      actor,
      type: 'success',
      code: 'event.invite_accepted',
      params: { email: user.email },
    });
    return tx.findOneOrFail(Team, { id: invite.team_id });
  });
}

export async function rejectInvite(options: { em: EntityManager; actor: TUserActor; inviteId: string }) {
  const { em, actor, inviteId } = options;
  const user = await em.findOneOrFail(User, { id: actor.userId });
  const invite = await em.findOne(Invite, { id: inviteId, email: user.email });
  if (!invite) {
    throw new AppError('NOT_FOUND', 'Invite not found');
  }
  await em.nativeDelete(Invite, { id: invite.id });
  await recordTeamEvent(em, {
    teamId: invite.team.id,
    actor,
    type: 'info',
    code: 'event.invite_declined',
    params: { email: user.email },
  });
}
