import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { slugTaken, type TProjectFields } from './project-fields.ts';

/** Changes the given fields (undefined ones stay as they are). */
export async function updateProject(options: {
  em: EntityManager;
  actor: TActor;
  projectId: string;
  fields: Partial<TProjectFields>;
}) {
  const { em, actor, projectId } = options;
  const project = await em.findOneOrFail(Project, { id: projectId });
  em.assign(project, Object.fromEntries(Object.entries(options.fields).filter(([, value]) => value !== undefined)));
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw slugTaken();
    }
    throw error;
  }
  await recordTeamEvent(em, {
    teamId: project.team.id,
    actor,
    type: 'info',
    code: 'event.project_updated',
    params: { name: project.name },
    projectId,
  });
  return project;
}
