import { z } from 'zod';
import { ZTeamRole } from '../teams/teams.types.ts';
import { ZAdminUser } from './users.types.ts';

export const ZAdminUserDetail = ZAdminUser.extend({
  teams: z
    .array(z.object({ id: z.uuid(), name: z.string(), role: ZTeamRole }))
    .describe('The user’s teams by name, with the role in each'),
  sessions_count: z.number().int().describe('Sessions that have not expired'),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
