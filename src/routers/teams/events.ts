import { z } from 'zod';
import { TEAM_EVENT_TYPES } from '../../db/entities/team-event.ts';
import { ZCodedMessage } from '../../i18n/coded-schema.ts';
import { renderMessage } from '../../i18n/render.ts';
import { findTeamEvents } from '../../services/teams/team-events.ts';
import { type TMeta, teamProcedure } from '../../trpc/init.ts';
import { paged, ZPaged, ZPageInput } from '../paging.ts';
import { toIso, ZDateTime } from '../schemas.ts';

export const ZTeamEvent = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  title: z.string().describe('In the language of Accept-Language (en, de) for events with a code'),
  description: z.string(),
  message: ZCodedMessage.nullable().describe('The title as a code and values; null for events older than codes'),
  event_type: z.enum(['success', 'info', 'warning', 'error']),
  initiated_by_user_id: z.uuid().nullable(),
  initiated_by_api_key_id: z.uuid().nullable(),
  project_id: z.uuid().nullable(),
  project_execution_id: z.uuid().nullable(),
  created_at: ZDateTime,
});
export const ZListEventsInput = ZPageInput.extend({
  teamId: z.uuid(),
  event_type: z.enum(TEAM_EVENT_TYPES).optional().describe('Only events of this type'),
});

const listEventsMeta: TMeta = {
  openapi: {
    method: 'GET',
    path: '/teams/{teamId}/events',
    tags: ['Teams'],
    summary: 'Team events, newest first',
    protect: true,
  },
};

export const listEvents = teamProcedure('member')
  .meta(listEventsMeta)
  .input(ZListEventsInput)
  .output(ZPaged(ZTeamEvent))
  .query(async ({ ctx, input }) => {
    const { rows, count } = await findTeamEvents(ctx.em, {
      teamId: input.teamId,
      // A key limited to some projects sees only the events of those projects.
      onlyProjectIds: ctx.actor.kind === 'api_key' && !ctx.actor.allowAllProjects ? ctx.actor.projectIds : undefined,
      page: input.page,
      perPage: input.per_page,
      eventType: input.event_type,
    });
    const data = rows.map((event) => ({
      id: event.id,
      team_id: event.team.id,
      title: event.code ? renderMessage({ code: event.code, params: event.params ?? {} }, ctx.locale) : event.title,
      description: event.description,
      message: event.code ? { code: event.code, params: event.params ?? {} } : null,
      event_type: event.eventType,
      initiated_by_user_id: event.initiatedByUser?.id ?? null,
      initiated_by_api_key_id: event.initiatedByApiKey?.id ?? null,
      project_id: event.project?.id ?? null,
      project_execution_id: event.projectExecutionId ?? null,
      created_at: toIso(event.createdAt),
    }));
    return paged(data, count, input.page, input.per_page);
  });
