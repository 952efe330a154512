import { z } from 'zod';

// Shapes shared by accepting and declining an invite addressed to the signed-in user.

export const ZInviteRef = z.object({ inviteId: z.uuid().describe('An open invite to the user’s own e-mail') });
export const ZAcceptInviteOutput = z.object({ team_id: z.uuid().describe('The team just joined') });

export type TInviteRef = z.infer<typeof ZInviteRef>;
