import { z } from 'zod';
import { ZTeam, ZTeamMemberOutput } from './teams.types.ts';

export const ZTeamDetail = ZTeam.extend({
  members: z
    .array(ZTeamMemberOutput)
    .describe('Members, longest-standing first; empty for an API key limited to some projects'),
});
export type TTeamDetail = z.infer<typeof ZTeamDetail>;
