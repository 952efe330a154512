import { z } from 'zod';
import { ZProjectId } from '../projects/projects.types.ts';

export const ZAccuracyHistoryInput = z.object({ projectId: ZProjectId });
export const ZAccuracyHistory = z.object({
  revision: z.number().int().nullable().describe('The live (latest) revision'),
  points: z
    .array(z.object({ evaluation_id: z.uuid(), completed_at: z.string(), accuracy: z.number().nullable() }))
    .describe('One per finished evaluation that measured the live revision, oldest first'),
});
