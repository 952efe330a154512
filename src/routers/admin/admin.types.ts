import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZPageInput } from '../paging.ts';
import { ZDateTime } from '../schemas.ts';

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'user']),
  language: z.string(),
  email_verified: z.boolean(),
  has_two_factor: z.boolean(),
  created_at: ZDateTime,
});
export const ZAdminUserDetail = ZAdminUser.extend({
  teams: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(['owner', 'admin', 'member']) })),
  sessions_count: z.number().int(),
});
export const ZListUsersInput = ZPageInput.extend({ search: z.string().max(200).optional() });
export const ZUserRef = z.object({ userId: z.uuid() });

export const ZAiRequest = z.object({
  id: z.uuid(),
  project_execution_id: z.uuid().nullable(),
  provider: z.string(),
  model: z.string(),
  input_hash: z.string(),
  usage_prompt_tokens: z.number().int(),
  usage_completion_tokens: z.number().int(),
  usage_total_tokens: z.number().int(),
  usage_total_cost: z.number(),
  usage_cached: z.boolean(),
  /** False when the model has no price (built-in table or PRICING_OVERRIDES): its cost shows as 0 but is unknown. */
  price_known: z.boolean(),
  created_at: ZDateTime,
  updated_at: ZDateTime,
});
export const ZExecutionStats = z.object({
  started_at: ZDateTime.nullable(),
  completed_at: ZDateTime.nullable(),
  internal_error: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  ai_requests: z.array(ZAiRequest),
});

const ZDate = z.iso.date();
export const ZCostChartInput = z.object({
  range: z.enum(['7d', '30d', '90d']).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  team_id: z.uuid().optional(),
  project_id: z.uuid().optional(),
});
export const ZCostRow = z.object({
  date: z.string(),
  total_cost: z.number(),
  team_id: z.uuid().nullable().optional(),
  team_name: z.string().nullable().optional(),
  project_id: z.uuid().nullable().optional(),
  project_name: z.string().nullable().optional(),
});

export type TAdminUser = z.infer<typeof ZAdminUser>;
export type TCostRow = z.infer<typeof ZCostRow>;
export type TCostChartInput = z.input<typeof ZCostChartInput>;

const meta = (method: 'GET' | 'POST', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Admin'], summary, protect: true },
});
export const listUsersMeta = meta('GET', '/admin/users', 'Users (site admins only)');
export const getUserMeta = meta('GET', '/admin/users/{userId}', 'One user with teams, sessions and two-factor state');
export const impersonateMeta = meta(
  'POST',
  '/admin/users/{userId}/impersonate',
  'Act as a user (time-limited, audited)',
);
export const stopImpersonationMeta = meta('POST', '/admin/impersonation/stop', 'Return to your own account');
export const executionStatsMeta = meta('GET', '/admin/executions/{id}/stats', 'Debug detail of an execution');
export const costsAllMeta = meta('GET', '/admin/costs/chart/all', 'AI costs per day');
export const costsTeamMeta = meta('GET', '/admin/costs/chart/team', 'AI costs per day and team');
export const costsTeamProjectMeta = meta(
  'GET',
  '/admin/costs/chart/team-project',
  'AI costs per day, team and project',
);
