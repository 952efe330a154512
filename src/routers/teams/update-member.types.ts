import { z } from 'zod';
import { ZTeamMemberOutput, ZTeamRef } from './teams.types.ts';

export const ZUpdateMemberInput = ZTeamRef.extend({
  userId: z.uuid().describe('The member'),
  role: z.enum(['admin', 'member']).describe('The new role; owners are made by invite'),
});
export const ZUpdateMemberOutput = ZTeamMemberOutput;

export type TUpdateMemberInput = z.infer<typeof ZUpdateMemberInput>;
