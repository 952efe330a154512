import { z } from 'zod';
import { ZApiKeyType } from './api-keys.types.ts';
import { ZTeamRef } from './teams.types.ts';

export const ZListApiKeysInput = ZTeamRef.extend({
  type: ZApiKeyType.optional().describe('Only keys of this type'),
  project_id: z.uuid().optional().describe('Only keys that reach this project (listed, or all projects)'),
});
export type TListApiKeysInput = z.infer<typeof ZListApiKeysInput>;
