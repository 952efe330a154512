import { z } from 'zod';

// Shapes shared by the three cost charts (all, per team, per team and project).

const ZDate = z.iso.date();
export const ZCostChartInput = z.object({
  range: z.enum(['7d', '30d', '90d']).describe('The last 7, 30 or 90 days including today (default 30d)').optional(),
  from: ZDate.describe('First day (YYYY-MM-DD, UTC); give with to instead of range').optional(),
  to: ZDate.describe('Last day, inclusive (at most 366 days after from)').optional(),
  team_id: z.uuid().describe('Only this team').optional(),
  project_id: z.uuid().describe('Only this project').optional(),
});
export const ZCostRow = z.object({
  date: z.string().describe('The day (YYYY-MM-DD, UTC); every day of the range appears'),
  total_cost: z.number().describe('US dollars spent on AI requests that day'),
  team_id: z.uuid().nullable().optional().describe('Per-team and per-project charts'),
  team_name: z.string().nullable().optional(),
  project_id: z.uuid().nullable().optional().describe('Per-project chart'),
  project_name: z.string().nullable().optional(),
});

export type TCostRow = z.infer<typeof ZCostRow>;
export type TCostChartInput = z.input<typeof ZCostChartInput>;
