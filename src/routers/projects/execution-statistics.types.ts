import { z } from 'zod';

export const ZExecutionStatisticsInput = z.object({
  projectId: z.uuid(),
  range: z.enum(['7d', '30d', '90d']).default('30d').describe('How many days back, today included'),
});
export const ZStatisticsRow = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  executions: z.number().int().describe('Executions created that day'),
  successful: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
});

export type TStatisticsRow = z.infer<typeof ZStatisticsRow>;
