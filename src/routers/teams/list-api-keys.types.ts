import { z } from 'zod';
import { ZApiKeyType } from './api-keys.types.ts';
import { ZTeamRef } from './teams.types.ts';

// .describe() before .optional(): a description on the optional wrapper never reaches the API reference.
export const ZListApiKeysInput = ZTeamRef.extend({
  type: ZApiKeyType.describe('Only keys of this type').optional(),
  project_id: z.uuid().describe('Only keys that reach this project (listed, or all projects)').optional(),
});
export type TListApiKeysInput = z.infer<typeof ZListApiKeysInput>;
