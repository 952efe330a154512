import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectRevision } from '../../db/entities/project-revision.ts';
import { AppError } from '../../lib/app-error.ts';

export type TRevisionRef = { em: EntityManager; projectId: string; revisionId: string };

/** A revision of this project, or NOT_FOUND (also for another project's revision). */
export async function getRevision({ em, projectId, revisionId }: TRevisionRef) {
  const revision = await em.findOne(
    ProjectRevision,
    { id: revisionId, project: projectId },
    { populate: ['createdBy'] },
  );
  if (!revision) {
    throw new AppError('NOT_FOUND', 'Revision not found');
  }
  return revision;
}

export async function getLatestRevision({ em, projectId }: { em: EntityManager; projectId: string }) {
  const revision = await em.findOne(
    ProjectRevision,
    { project: projectId },
    { populate: ['createdBy'], orderBy: { revision: 'desc' } },
  );
  if (!revision) {
    throw new AppError('NOT_FOUND', 'This project has no revision yet');
  }
  return revision;
}
