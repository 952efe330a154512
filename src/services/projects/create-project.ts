import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';
import { slugTaken, type TProjectFields } from './project-fields.ts';

export async function createProject(options: {
  em: EntityManager;
  actor: TActor;
  teamId: string;
  fields: TProjectFields;
}) {
  const { em, actor, teamId } = options;
  try {
    const project = em.create(Project, { team: teamId, ...options.fields });
    await em.flush();
    await recordTeamEvent(em, {
      teamId,
      actor,
      type: 'success',
      code: 'event.project_created',
      params: { name: project.name },
      projectId: project.id,
    });
    return project;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw slugTaken();
    }
    throw error;
  }
}
