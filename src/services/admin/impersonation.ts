import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { TeamMember } from '../../db/entities/team-member.ts';
import { User } from '../../db/entities/user.ts';
import type { TEventCode } from '../../i18n/event-messages.ts';
import type { TMessageParams } from '../../i18n/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TUserActor } from '../auth/actor.ts';
import type { TAuth } from '../auth/lucia.ts';
import type { TSessionDevice } from '../auth/session-device.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

async function recordInTeamsOf(options: {
  em: EntityManager;
  actor: TUserActor;
  userId: string;
  event: { code: TEventCode; params: TMessageParams };
}) {
  const { em, actor, userId, event } = options;
  const memberships = await em.find(TeamMember, { user: userId });
  for (const membership of memberships) {
    await recordTeamEvent(em, { teamId: membership.team.id, actor, type: 'warning', ...event });
  }
}

/**
 * Starts acting as another user: a new session of that user that remembers the admin. Not onto
 * an admin, not from within an impersonation; audited in the user's teams and the server log.
 */
export async function startImpersonation(options: {
  em: EntityManager;
  auth: Pick<TAuth, 'createSession'>;
  log: Logger;
  admin: TUserActor;
  targetUserId: string;
  device: TSessionDevice;
}): Promise<{ sessionToken: string; target: InstanceType<typeof User.class> }> {
  const { em, admin } = options;
  if (admin.impersonatorUserId) {
    throw new AppError('FORBIDDEN', 'Return to your own account before impersonating someone else');
  }
  const target = await em.findOne(User, { id: options.targetUserId });
  if (!target) {
    throw new AppError('NOT_FOUND', 'User not found');
  }
  if (target.role === 'admin' || target.id === admin.userId) {
    throw new AppError('FORBIDDEN', 'Site admins cannot be impersonated');
  }
  const adminUser = await em.findOneOrFail(User, { id: admin.userId });
  const session = await options.auth.createSession(target.id, {
    ...options.device,
    impersonator_user_id: admin.userId,
  });
  const auditActor: TUserActor = { ...admin, userId: target.id, impersonatorUserId: admin.userId };
  await recordInTeamsOf({
    em,
    actor: auditActor,
    userId: target.id,
    event: { code: 'event.impersonation_started', params: { admin: adminUser.email, email: target.email } },
  });
  options.log.warn({ impersonatorUserId: admin.userId, userId: target.id }, 'impersonation started');
  return { sessionToken: session.id, target };
}

/** Ends the impersonation session; the admin's own session (kept in its own cookie) takes over again. */
export async function stopImpersonation(options: {
  em: EntityManager;
  auth: Pick<TAuth, 'invalidateSession' | 'validateSession'>;
  log: Logger;
  actor: TUserActor;
  adminSessionToken: string | null;
}) {
  const { em, actor } = options;
  if (!actor.impersonatorUserId) {
    throw new AppError('BAD_REQUEST', 'You are not impersonating anyone');
  }
  await options.auth.invalidateSession(actor.sessionId);
  const target = await em.findOneOrFail(User, { id: actor.userId });
  const admin = await em.findOneOrFail(User, { id: actor.impersonatorUserId });
  await recordInTeamsOf({
    em,
    actor,
    userId: actor.userId,
    event: { code: 'event.impersonation_stopped', params: { admin: admin.email, email: target.email } },
  });
  options.log.warn({ impersonatorUserId: actor.impersonatorUserId, userId: actor.userId }, 'impersonation stopped');
  if (!options.adminSessionToken) {
    return null;
  }
  const { session, user } = await options.auth.validateSession(options.adminSessionToken);
  return session && user.id === actor.impersonatorUserId ? session.id : null;
}
