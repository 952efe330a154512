import { z } from 'zod';
import { ZApiKey, ZApiKeyType } from './api-keys.types.ts';
import { ZTeamRef } from './teams.types.ts';

export const ZCreateApiKeyInput = ZTeamRef.extend({
  name: z.string().trim().min(3).max(50).describe('A name that says where the key is used'),
  key_type: ZApiKeyType.describe('api: signs REST calls; email: gets an ingest address for mailed documents'),
  allow_all_projects: z.boolean().default(false).describe('Reach every project of the team, also later ones'),
  projects: z
    .array(z.uuid())
    .max(500)
    .default([])
    .describe('The projects the key reaches when allow_all_projects is false'),
  password: z.string().min(1).max(128).describe('The current password: a new key needs the person, not just a session'),
});
export const ZCreateApiKeyOutput = ZApiKey.extend({ key: z.string().describe('The secret; shown only now') });

export type TCreateApiKeyInput = z.input<typeof ZCreateApiKeyInput>;
