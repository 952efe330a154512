import { z } from 'zod';
import { ZTeamRef } from './teams.types.ts';

export const ZDeleteInviteInput = ZTeamRef.extend({ inviteId: z.uuid().describe('The invite to withdraw') });
export type TDeleteInviteInput = z.infer<typeof ZDeleteInviteInput>;
