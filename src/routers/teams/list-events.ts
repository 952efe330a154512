import { legacyCodedDescription } from '../../i18n/legacy-coded-lines.ts';
import { detailOf, detailShapeOf, flatMessage, type TDetailShape, uiMessage } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { projectScopeOf } from '../../services/authorization.ts';
import { findTeamEvents } from '../../services/teams/team-events.ts';
import { teamProcedure } from '../../trpc/init.ts';
import { restMeta } from '../../trpc/rest-meta.ts';
import { paged, ZPaged } from '../paging.ts';
import { toIso } from '../schemas.ts';
import { ZListEventsInput, ZTeamEvent } from './list-events.types.ts';

// An event's title message: REST has always had its numbers as numbers (see flatMessage).
const messageOf = (coded: TCodedMessage, shape: TDetailShape) =>
  shape === 'nested' ? uiMessage(coded) : flatMessage(coded, { numbers: true });

export const listEventsProcedure = teamProcedure('member')
  .meta(restMeta({ method: 'GET', path: '/teams/{teamId}/events', tag: 'Teams', summary: 'Team events, newest first' }))
  .input(ZListEventsInput)
  .output(ZPaged(ZTeamEvent))
  .query(async ({ ctx, input }) => {
    const { rows, count } = await findTeamEvents({
      em: ctx.em,
      teamId: input.teamId,
      // A key limited to some projects sees only the events of those projects.
      onlyProjectIds: projectScopeOf(ctx.actor) ?? undefined,
      page: input.page,
      perPage: input.per_page,
      eventType: input.event_type,
    });
    const shape = detailShapeOf(ctx);
    const data = rows.map((event) => {
      // Why an e-mail was refused or a delivery failed, in the reader's language and as a code for the UI
      // (which renders it in its chosen language). A row with only its English description (LEGACY:
      // written before codes were stored) is read back from it.
      const detail = event.descriptionDetail ?? (event.description ? legacyCodedDescription(event.description) : null);
      return {
        id: event.id,
        team_id: event.team.id,
        title: event.code ? renderMessage({ code: event.code, params: event.params ?? {} }, ctx.locale) : event.title,
        description: detail ? renderMessage(detail, ctx.locale) : '',
        description_detail: detail && detailOf(detail, shape),
        message: event.code ? messageOf({ code: event.code, params: event.params ?? {} }, shape) : null,
        event_type: event.eventType,
        initiated_by_user_id: event.initiatedByUser?.id ?? null,
        initiated_by_api_key_id: event.initiatedByApiKey?.id ?? null,
        project_id: event.project?.id ?? null,
        project_execution_id: event.projectExecutionId ?? null,
        created_at: toIso(event.createdAt),
      };
    });
    return paged(data, count, input.page, input.per_page);
  });
