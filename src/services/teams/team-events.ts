import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamEvent, type TTeamEventType } from '../../db/entities/team-event.ts';
import type { TEventCode } from '../../i18n/event-messages.ts';
import { englishOf } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TCodedMessage, TMessageParams } from '../../i18n/types.ts';
import type { TActor } from '../auth/actor.ts';

/**
 * Writes one entry of the team's audit trail, attributed to the user or API key that acted. Give
 * a `code` and `params` (rendered per language); a plain `title` is English only. `detail` is the
 * description (why it failed), stored by code and as English text.
 */
export async function recordTeamEvent(
  em: EntityManager,
  event: {
    teamId: string;
    actor: TActor | null;
    type: TTeamEventType;
    title?: string;
    code?: TEventCode;
    params?: TMessageParams;
    detail?: TCodedMessage;
    projectId?: string | null;
    executionId?: string | null;
  },
): Promise<void> {
  const params = event.params ?? {};
  const title = event.code ? renderMessage({ code: event.code, params }, 'en') : (event.title ?? '');
  em.create(TeamEvent, {
    team: event.teamId,
    title: title.slice(0, 200),
    code: event.code ?? null,
    params: event.code ? params : null,
    description: event.detail ? englishOf(event.detail) : '',
    descriptionDetail: event.detail ?? null,
    eventType: event.type,
    initiatedByUser: event.actor?.kind === 'user' ? event.actor.userId : null,
    initiatedByApiKey: event.actor?.kind === 'api_key' ? event.actor.apiKeyId : null,
    project: event.projectId ?? null,
    projectExecutionId: event.executionId ?? null,
    impersonatorUser: event.actor?.kind === 'user' ? (event.actor.impersonatorUserId ?? null) : null,
  });
  await em.flush();
}

export async function findTeamEvents(options: {
  em: EntityManager;
  teamId: string;
  /** Set for an API key limited to some projects: only the events of those projects. */
  onlyProjectIds?: string[];
  page: number;
  perPage: number;
  eventType?: TTeamEventType;
}) {
  const [rows, count] = await options.em.findAndCount(
    TeamEvent,
    {
      team: options.teamId,
      ...(options.onlyProjectIds ? { project: { $in: options.onlyProjectIds } } : {}),
      ...(options.eventType ? { eventType: options.eventType } : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.perPage, offset: options.page * options.perPage },
  );
  return { rows, count };
}
