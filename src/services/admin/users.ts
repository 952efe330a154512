import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../../db/entities/session.ts';
import { TeamMember } from '../../db/entities/team-member.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';

/** Users by e-mail or name (case-insensitive), newest first. */
export async function findUsers(options: { em: EntityManager; page: number; perPage: number; search?: string }) {
  const search = options.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return options.em.findAndCount(
    User,
    pattern ? { $or: [{ email: { $ilike: pattern } }, { name: { $ilike: pattern } }] } : {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.perPage, offset: options.page * options.perPage },
  );
}

/** One user with their memberships (by team name) and the number of live sessions. */
export async function getUserDetail({ em, userId }: { em: EntityManager; userId: string }) {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    throw new AppError('NOT_FOUND', 'User not found');
  }
  const memberships = await em.find(
    TeamMember,
    { user: userId },
    { populate: ['team'], orderBy: { team: { name: 'asc' } } },
  );
  const sessionsCount = await em.count(Session, { user: userId, expiresAt: { $gt: new Date() } });
  return { user, memberships, sessionsCount };
}
