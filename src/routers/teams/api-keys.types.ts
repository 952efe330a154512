import { z } from 'zod';
import { ZDateTime } from '../schemas.ts';
import { ZTeamRef } from './teams.types.ts';

// The API key as every API key call answers it, and the reference to one key. The UI imports these shapes
// (through create-api-key.types.ts), so nothing here may pull in server code: the mapper is in to-api-key.ts.

export const ZApiKeyType = z.enum(['api', 'email']);
export const ZApiKey = z.object({
  id: z.uuid(),
  team_id: z.uuid(),
  name: z.string(),
  key_type: ZApiKeyType.describe('api: signs REST calls; email: mail to its ingest address becomes uploads'),
  key_prefix: z.string().describe('The first characters of the key, to recognise it'),
  allow_all_projects: z.boolean().describe('The key reaches every project of the team, also later ones'),
  last_used_at: ZDateTime.nullable().describe('Recorded at most once a minute; null when never used'),
  created_at: ZDateTime,
  created_by: z.uuid().nullable().describe('The user who created the key; null when that account is gone'),
  created_by_user_name: z.string().nullable(),
  projects: z
    .array(z.object({ id: z.uuid(), name: z.string(), slug: z.string() }))
    .describe('The projects the key reaches when allow_all_projects is false'),
  ingest_address: z
    .string()
    .nullable()
    .describe('E-mail keys: <token>@<domain>; add +<project-slug> before the @ to pick a project'),
});
export const ZApiKeyRef = ZTeamRef.extend({ apiKeyId: z.uuid().describe('The API key') });

export type TApiKeyOutput = z.infer<typeof ZApiKey>;
export type TApiKeyRef = z.infer<typeof ZApiKeyRef>;
