import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectRevision } from '../../db/entities/project-revision.ts';

/** A project's revisions, newest first, a page at a time. */
export async function findRevisions(options: { em: EntityManager; projectId: string; page: number; perPage: number }) {
  const [rows, count] = await options.em.findAndCount(
    ProjectRevision,
    { project: options.projectId },
    {
      populate: ['createdBy'],
      orderBy: { revision: 'desc' },
      limit: options.perPage,
      offset: options.page * options.perPage,
    },
  );
  return { rows, count };
}
