import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../../db/entities/team.ts';
import { TeamMember, type TTeamRole } from '../../db/entities/team-member.ts';
import { codedMessage } from '../../i18n/message.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TUserActor } from '../auth/actor.ts';
import { hasRole } from '../authorization.ts';
import { recordTeamEvent } from './team-events.ts';

/**
 * Runs `work` holding a row lock on the team, so concurrent role changes and removals are
 * serialised and the "at least one owner" rule cannot be raced.
 */
function withTeamLock<T>(em: EntityManager, teamId: string, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.findOneOrFail(Team, { id: teamId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return work(tx);
  });
}

async function findMember(tx: EntityManager, teamId: string, userId: string) {
  const member = await tx.findOne(TeamMember, { team: teamId, user: userId }, { populate: ['user'] });
  if (!member) {
    throw new AppError('NOT_FOUND', 'Member not found');
  }
  return member;
}

async function assertAnotherOwnerRemains(tx: EntityManager, teamId: string, userId: string) {
  const otherOwners = await tx.count(TeamMember, { team: teamId, role: 'owner', user: { $ne: userId } });
  if (otherOwners === 0) {
    throw new AppError('CONFLICT', 'A team needs at least one owner: make someone else an owner first', {
      reason: 'last_owner',
    });
  }
}

/** Admins change non-owners; owners change anyone. Roles can only become admin or member. */
export async function changeMemberRole(options: {
  em: EntityManager;
  actor: TUserActor;
  actorRole: TTeamRole;
  teamId: string;
  userId: string;
  role: 'admin' | 'member';
}) {
  const { actor, teamId } = options;
  return withTeamLock(options.em, teamId, async (tx) => {
    const member = await findMember(tx, teamId, options.userId);
    if (member.role === 'owner') {
      if (!hasRole(options.actorRole, 'owner')) {
        throw new AppError('FORBIDDEN', 'Only owners can change an owner');
      }
      await assertAnotherOwnerRemains(tx, teamId, options.userId);
    }
    const before = member.role;
    member.role = options.role;
    await tx.flush();
    await recordTeamEvent(tx, {
      teamId,
      actor,
      type: 'info',
      code: 'event.member_role_changed',
      params: { email: member.user.email },
      detail: codedMessage('event.role_change', { previous_role: before, role: options.role }),
    });
    return member;
  });
}

/** Admins remove non-owners, owners remove anyone, everyone may leave; the last owner stays. */
export async function removeMember(options: {
  em: EntityManager;
  actor: TUserActor;
  actorRole: TTeamRole;
  teamId: string;
  userId: string;
}) {
  const { actor, teamId } = options;
  const leaving = options.userId === actor.userId;
  return withTeamLock(options.em, teamId, async (tx) => {
    const member = await findMember(tx, teamId, options.userId);
    if (!leaving) {
      const needed: TTeamRole = member.role === 'owner' ? 'owner' : 'admin';
      if (!hasRole(options.actorRole, needed)) {
        throw new AppError('FORBIDDEN', `Removing this member needs the ${needed} role`);
      }
    }
    if (member.role === 'owner') {
      await assertAnotherOwnerRemains(tx, teamId, options.userId);
    }
    await tx.nativeDelete(TeamMember, { id: member.id });
    await recordTeamEvent(tx, {
      teamId,
      actor,
      type: 'warning',
      code: leaving ? 'event.member_left' : 'event.member_removed',
      params: { email: member.user.email },
    });
  });
}
