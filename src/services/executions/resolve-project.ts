import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Project } from '../../db/entities/project.ts';
import { TeamMember } from '../../db/entities/team-member.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { requireProjectRole, type TProjectAccess } from '../authorization.ts';

/**
 * A project by id, or by slug within the caller's team (an API key's team; for a person, the
 * one of their teams that has the slug — ambiguous slugs must use the id).
 */
export async function resolveProjectRef({
  em,
  actor,
  ref,
}: {
  em: EntityManager;
  actor: TActor;
  ref: string;
}): Promise<TProjectAccess> {
  if (z.uuid().safeParse(ref).success) {
    return requireProjectRole(em, actor, ref, 'member');
  }
  const teamIds =
    actor.kind === 'api_key'
      ? [actor.teamId]
      : (await em.find(TeamMember, { user: actor.userId }, { fields: ['team'] })).map((member) => member.team.id);
  const matches = await em.find(Project, { slug: ref, team: { $in: teamIds }, deletedAt: null });
  if (matches.length > 1) {
    throw new AppError('BAD_REQUEST', `The slug "${ref}" is used in several of your teams: use the project id`);
  }
  const project = matches[0];
  if (!project) {
    throw new AppError('NOT_FOUND', 'Project not found');
  }
  return requireProjectRole(em, actor, project.id, 'member');
}
