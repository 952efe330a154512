import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import type { TActor } from '../auth/actor.ts';
import { projectScopeOf } from '../authorization.ts';

/** The team's projects by name; an API key limited to some projects sees only those. */
export async function listProjects(options: { em: EntityManager; actor: TActor; teamId: string }) {
  const scope = projectScopeOf(options.actor);
  return options.em.find(
    Project,
    { team: options.teamId, deletedAt: null, ...(scope ? { id: { $in: scope } } : {}) },
    { orderBy: { name: 'asc' } },
  );
}
