import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApp } from '../../app.ts';
import { Project, type TProcessingMode } from '../../db/entities/project.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

export type TProjectFields = {
  name: string;
  slug: string;
  processingMode: TProcessingMode;
  processingModeFallback: boolean;
  processingModeVariant: string | null;
  reviewConfidenceThreshold?: number;
};

const slugTaken = () =>
  new AppError('CONFLICT', 'Another project of this team already uses this slug', {
    issues: [{ path: ['slug'], message: 'This slug is already used in the team' }],
    reason: 'slug_taken',
  });

export async function createProject(em: EntityManager, actor: TActor, teamId: string, fields: TProjectFields) {
  try {
    const project = em.create(Project, { team: teamId, ...fields });
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

/** The team's projects; an API key limited to some projects sees only those. */
export async function listProjects(em: EntityManager, actor: TActor, teamId: string) {
  const restricted = actor.kind === 'api_key' && !actor.allowAllProjects;
  return em.find(
    Project,
    { team: teamId, deletedAt: null, ...(restricted ? { id: { $in: actor.projectIds } } : {}) },
    { orderBy: { name: 'asc' } },
  );
}

export async function updateProject(
  em: EntityManager,
  actor: TActor,
  projectId: string,
  fields: Partial<TProjectFields>,
) {
  const project = await em.findOneOrFail(Project, { id: projectId });
  em.assign(project, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
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

/**
 * Hides the project at once and queues the removal of its rows and files, which can take a
 * while for a large project; the job is idempotent.
 */
export async function requestProjectDeletion(app: TApp, em: EntityManager, actor: TActor, projectId: string) {
  const project = await em.findOneOrFail(Project, { id: projectId });
  project.deletedAt = new Date();
  // Frees the slug for a new project while the old one is being removed.
  project.slug = `deleted-${project.id.slice(0, 20)}`;
  await em.flush();
  await recordTeamEvent(em, {
    teamId: project.team.id,
    actor,
    type: 'warning',
    code: 'event.project_deleted',
    params: { name: project.name },
  });
  await app.jobs.enqueue('project.delete', { projectId });
}
