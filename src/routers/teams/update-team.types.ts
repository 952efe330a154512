import type { z } from 'zod';
import { ZTeamName, ZTeamRef } from './teams.types.ts';

export const ZUpdateTeamInput = ZTeamRef.extend({ name: ZTeamName.describe('The new name, 2 to 25 characters') });
export type TUpdateTeamInput = z.infer<typeof ZUpdateTeamInput>;
