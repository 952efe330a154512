import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TEAM_ROLES, type TTeamRole } from '../../contracts/team-roles.ts';
import { baseProperties } from './base.ts';
import { Team } from './team.ts';
import { User } from './user.ts';

export { TEAM_ROLES, type TTeamRole };

export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  uniques: [{ properties: ['team', 'user'] }],
  properties: {
    ...baseProperties,
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    role: p.enum(TEAM_ROLES),
  },
});

export type TTeamMember = InferEntity<typeof TeamMember>;
