import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamEvent, type TTeamEventType } from '../../db/entities/team-event.ts';
import type { TActor } from '../auth/actor.ts';

/** Writes one entry of the team's audit trail, attributed to the user or API key that acted. */
export async function recordTeamEvent(
  em: EntityManager,
  event: {
    teamId: string;
    actor: TActor | null;
    type: TTeamEventType;
    title: string;
    description?: string;
    projectId?: string | null;
    executionId?: string | null;
  },
): Promise<void> {
  em.create(TeamEvent, {
    team: event.teamId,
    title: event.title.slice(0, 200),
    description: event.description ?? '',
    eventType: event.type,
    initiatedByUser: event.actor?.kind === 'user' ? event.actor.userId : null,
    initiatedByApiKey: event.actor?.kind === 'api_key' ? event.actor.apiKeyId : null,
    project: event.projectId ?? null,
    projectExecutionId: event.executionId ?? null,
    impersonatorUser: event.actor?.kind === 'user' ? (event.actor.impersonatorUserId ?? null) : null,
  });
  await em.flush();
}

export async function findTeamEvents(
  em: EntityManager,
  options: { teamId: string; onlyProjectIds?: string[]; page: number; perPage: number },
) {
  const [rows, count] = await em.findAndCount(
    TeamEvent,
    { team: options.teamId, ...(options.onlyProjectIds ? { project: { $in: options.onlyProjectIds } } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.perPage, offset: options.page * options.perPage },
  );
  return { rows, count };
}
