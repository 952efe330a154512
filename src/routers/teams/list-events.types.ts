import { z } from 'zod';
import { TEAM_EVENT_TYPES } from '../../db/entities/team-event.ts';
import { ZCodedMessage } from '../../i18n/coded-schema.ts';
import { ZPageInput } from '../paging.ts';
import { ZDateTime } from '../schemas.ts';
import { ZTeamRef } from './teams.types.ts';

export const ZTeamEvent = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  title: z.string().describe('In the language of Accept-Language (en, de) for events with a code'),
  description: z
    .string()
    .describe('Detail, e.g. the role before → after or why an e-mail was refused (Accept-Language); often empty'),
  description_detail: ZCodedMessage.nullable().describe('`description` as a code and values; null when empty'),
  message: ZCodedMessage.nullable().describe('The title as a code and values; null for events older than codes'),
  event_type: z.enum(['success', 'info', 'warning', 'error']),
  initiated_by_user_id: z.uuid().nullable().describe('The user who acted; null for API keys and the system'),
  initiated_by_api_key_id: z.uuid().nullable().describe('The API key that acted'),
  project_id: z.uuid().nullable().describe('The project the event is about, if any'),
  project_execution_id: z.uuid().nullable().describe('The execution the event is about, if any'),
  created_at: ZDateTime,
});
export const ZListEventsInput = ZPageInput.extend(ZTeamRef.shape).extend({
  event_type: z.enum(TEAM_EVENT_TYPES).describe('Only events of this type').optional(),
});

export type TTeamEventOutput = z.infer<typeof ZTeamEvent>;
export type TListEventsInput = z.input<typeof ZListEventsInput>;
