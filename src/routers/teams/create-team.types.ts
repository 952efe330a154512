import { z } from 'zod';
import { ZTeamName } from './teams.types.ts';

export const ZCreateTeamInput = z.object({ name: ZTeamName.describe('The team name, 2 to 25 characters') });
export type TCreateTeamInput = z.infer<typeof ZCreateTeamInput>;
