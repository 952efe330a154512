import { z } from 'zod';
import { ZProjectId } from './projects.types.ts';

export const ZExecutionStatisticsInput = z.object({
  projectId: ZProjectId,
  range: z.enum(['7d', '30d', '90d']).describe('How many days back, today included').default('30d'),
});
export const ZStatisticsRow = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  executions: z.number().int().describe('Executions created that day'),
  successful: z.number().int().describe('Of these, now in state success'),
  failed: z.number().int().describe('Of these, now in state failed'),
  pending: z.number().int().describe('Of these, still waiting for a worker'),
  running: z.number().int().describe('Of these, being extracted now'),
});

export type TStatisticsRow = z.infer<typeof ZStatisticsRow>;
