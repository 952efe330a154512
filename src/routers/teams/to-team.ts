import type { TTeam } from '../../db/entities/team.ts';
import type { TTeamRole } from '../../db/entities/team-member.ts';
import { toIso } from '../schemas.ts';
import type { TTeamOutput } from './teams.types.ts';

export function toTeam(team: TTeam, role: TTeamRole | null, projectCount: number): TTeamOutput {
  return {
    id: team.id,
    name: team.name,
    created_at: toIso(team.createdAt),
    user_role: role,
    count_projects: projectCount,
  };
}
