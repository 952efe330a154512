import { z } from 'zod';

// The ids that scope a call: trpc/init.ts reads them to load the caller's role, and the procedures'
// inputs carry them (extend these rather than spelling `z.uuid()` again).
export const ZTeamRef = z.object({ teamId: z.uuid().describe('Team id') });
export const ZProjectRef = z.object({ projectId: z.uuid().describe('Project id') });
