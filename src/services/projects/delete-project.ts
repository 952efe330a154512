import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../../db/entities/project.ts';
import type { TJobQueue } from '../../jobs/queue.ts';
import type { TActor } from '../auth/actor.ts';
import { recordTeamEvent } from '../teams/team-events.ts';

/**
 * Hides the project at once and queues the removal of its rows and files, which can take a
 * while for a large project; the job is idempotent.
 */
export async function requestProjectDeletion(options: {
  em: EntityManager;
  jobs: Pick<TJobQueue, 'enqueue'>;
  actor: TActor;
  projectId: string;
}) {
  const { em, projectId } = options;
  const project = await em.findOneOrFail(Project, { id: projectId });
  project.deletedAt = new Date();
  // Frees the slug for a new project while the old one is being removed.
  project.slug = `deleted-${project.id.slice(0, 20)}`;
  await em.flush();
  await recordTeamEvent(em, {
    teamId: project.team.id,
    actor: options.actor,
    type: 'warning',
    code: 'event.project_deleted',
    params: { name: project.name },
  });
  await options.jobs.enqueue('project.delete', { projectId });
}
