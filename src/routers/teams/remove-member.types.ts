import { z } from 'zod';
import { ZTeamRef } from './teams.types.ts';

export const ZRemoveMemberInput = ZTeamRef.extend({
  userId: z.uuid().describe('The member to remove; your own id to leave the team'),
});
export type TRemoveMemberInput = z.infer<typeof ZRemoveMemberInput>;
