import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZDateTime } from '../schemas.ts';

export const ZTeamRole = z.enum(['owner', 'admin', 'member']);
export const ZTeamName = z.string().trim().min(2).max(25);

export const ZTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: ZDateTime,
  user_role: ZTeamRole.nullable().describe('The caller’s role; null for API keys'),
  count_projects: z.number().int(),
});
export const ZTeamMemberOutput = z.object({
  user_id: z.uuid(),
  user_email: z.string(),
  user_name: z.string(),
  role: ZTeamRole,
});
export const ZTeamDetail = ZTeam.extend({ members: z.array(ZTeamMemberOutput) });

export const ZTeamRef = z.object({ teamId: z.uuid().describe('The team') });
export const ZCreateTeamInput = z.object({ name: ZTeamName });
export const ZUpdateTeamInput = z.object({ teamId: z.uuid(), name: ZTeamName });

export type TTeamOutput = z.infer<typeof ZTeam>;
export type TCreateTeamInput = z.infer<typeof ZCreateTeamInput>;
export type TUpdateTeamInput = z.infer<typeof ZUpdateTeamInput>;

const teams = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Teams'], summary, protect: true },
});

export const listTeamsMeta = teams('GET', '/teams', 'Teams of the caller (an API key sees its own team)');
export const createTeamMeta = teams('POST', '/teams', 'Create a team; the caller becomes its owner');
export const getTeamMeta = teams('GET', '/teams/{teamId}', 'Team detail with members');
export const updateTeamMeta = teams('PATCH', '/teams/{teamId}', 'Rename a team (admin)');
export const deleteTeamMeta = teams('DELETE', '/teams/{teamId}', 'Delete a team and everything in it (owner)');
