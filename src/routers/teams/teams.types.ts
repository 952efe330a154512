import { z } from 'zod';
import { ZTeamRef } from '../../contracts/refs.ts';
import { TEAM_ROLES, type TTeamRole } from '../../contracts/team-roles.ts';
import type { TTeam } from '../../db/entities/team.ts';
import { toIso, ZDateTime } from '../schemas.ts';

// Shapes shared by several team calls (and by the team's project calls).

export const ZTeamRole = z.enum(TEAM_ROLES);
export const ZTeamName = z.string().trim().min(2).max(25);

export const ZTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: ZDateTime,
  user_role: ZTeamRole.nullable().describe('The caller’s role; null for API keys'),
  count_projects: z.number().int().describe('Projects of the team (deleted ones not counted)'),
});
export const ZTeamMemberOutput = z.object({
  user_id: z.uuid(),
  user_email: z.string(),
  user_name: z.string(),
  role: ZTeamRole.describe('owner > admin > member'),
});

export { ZTeamRef };

export type TTeamOutput = z.infer<typeof ZTeam>;
export type TTeamRef = z.infer<typeof ZTeamRef>;

export function toTeam(team: TTeam, role: TTeamRole | null, projectCount: number): TTeamOutput {
  return {
    id: team.id,
    name: team.name,
    created_at: toIso(team.createdAt),
    user_role: role,
    count_projects: projectCount,
  };
}
